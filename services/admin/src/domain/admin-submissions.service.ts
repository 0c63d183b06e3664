import type { Readable } from 'node:stream';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { NotFoundError } from '@journal/errors';
import type { SubmissionCommands } from '../clients/submission.client';
import { createListingCounts, type ListingCounts } from '../repositories/listing-counts.repository';
import { iterateSubmissionBatches, listSubmissionRows } from '../repositories/submission-listing.repository';
import { paperFactsOf, type PaperFacts } from '../repositories/analytics-facts.repository';
import { FIGURE_COLUMNS, figureCells } from './analytics/submission-figure-columns';
import { csvLine } from './csv';
import { contentDisposition } from './download-filename';
import type { ListingQuery } from './listing-query';
import { submissionView, type SubmissionView } from './submission-row';
import type { SubmissionRow } from '../repositories/submission-row.types';
import { reviewSummaries } from '../repositories/review-summary.repository';
import { editorialProgressOf, type EditorialProgress } from '../repositories/editorial-progress.repository';

/** A row that left the read model between the page read and this one (not expected): nothing to do. */
const NO_PROGRESS: EditorialProgress = {
  handling_editor: null,
  next_action: null,
  round: 1,
  progress: { reports: 0, reviewers: 0 },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CSV_HEADER = [
  'Submission ID',
  'Submission Date',
  'Given Names',
  'Family Name',
  'Email',
  'Paper Title',
  'Journal',
  'Status',
  'Has File',
  'Last Updated',
  'Abstract',
  'Keywords',
  'Co-Authors',
];

/** One CSV cell for the co-authors: `Given Family <email> [affiliation] [ORCID iD]`, separated by `; `. */
export function coAuthorsCell(coAuthors: SubmissionView['co_authors']): string {
  return coAuthors
    .map((c) =>
      [
        `${c.given_names} ${c.family_name} <${c.email}>`,
        c.affiliation ? `[${c.affiliation}]` : '',
        c.orcid ? `[ORCID ${c.orcid}]` : '',
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
}

/** Dashboard use cases over the read model; commands go to the submission service. */
export class AdminSubmissionsService {
  private readonly counts: ListingCounts;

  constructor(private readonly deps: { pool: Pool; commands: SubmissionCommands; logger: Logger }) {
    this.counts = createListingCounts(deps.pool);
  }

  async list(query: ListingQuery) {
    // Two queries on two connections: measured faster than one window-count query, even for searches.
    const [rows, total] = await Promise.all([
      listSubmissionRows(this.deps.pool, { ...query, offset: (query.page - 1) * query.limit }),
      this.counts.count(query.filters),
    ]);
    // Peer review at a glance (issue 12), for this page's rows only.
    const reviews = await reviewSummaries(
      this.deps.pool,
      rows.map((row) => row.id),
    );
    // What needs doing (issue 29): handling editor, next action, round and reports, for this page only.
    const progress = await editorialProgressOf(
      this.deps.pool,
      rows.map((row) => row.id),
    );
    return {
      submissions: rows.map((row) => ({
        ...submissionView(row),
        review: reviews.get(row.id),
        ...(progress.get(row.id) ?? NO_PROGRESS),
      })),
      pagination: {
        currentPage: query.page,
        totalPages: Math.ceil(total / query.limit),
        totalItems: total,
        itemsPerPage: query.limit,
      },
    };
  }

  /** CSV lines (header first) of every row matching the filters, in the list's sort order. */
  async *exportCsv(query: Pick<ListingQuery, 'filters' | 'sortBy' | 'sortOrder'>): AsyncGenerator<string> {
    yield csvLine([...CSV_HEADER, ...FIGURE_COLUMNS]);
    for await (const rows of iterateSubmissionBatches(this.deps.pool, query)) {
      const ids = rows.map((r) => r.id);
      const facts = new Map((await paperFactsOf(this.deps.pool, ids)).map((f) => [f.submissionId, f]));
      yield rows.map((row) => this.csvRow(row, facts.get(row.id))).join('');
    }
  }

  /** SPEC's columns, then the figure columns (issue 32: the editorial figures recomputable from the CSV). */
  private csvRow(row: SubmissionRow, facts: PaperFacts | undefined): string {
    const view = submissionView(row);
    return csvLine([
      view.id,
      view.submission_date,
      view.given_names,
      view.family_name,
      view.email,
      view.paper_title,
      view.journal_name,
      view.status,
      view.file_path ? 'yes' : 'no',
      view.updated_at,
      view.abstract,
      view.keywords.join('; '),
      coAuthorsCell(view.co_authors),
      ...figureCells(row.journal_id, facts),
    ]);
  }

  async download(
    id: string,
  ): Promise<{ stream: Readable; contentType: string; contentLength?: string; disposition: string }> {
    if (!UUID.test(id)) throw new NotFoundError('Submission not found');
    const file = await this.deps.commands.openFile(id);
    return {
      stream: file.stream,
      contentType: file.contentType,
      ...(file.contentLength ? { contentLength: file.contentLength } : {}),
      disposition: contentDisposition(file.paperTitle, file.extension),
    };
  }
}
