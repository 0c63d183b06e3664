import type { Readable } from 'node:stream';
import { NotFoundError } from '@journal/errors';
import type { InternalClient } from '@journal/http';
import type { SubmissionCommands } from '../clients/submission.client';
import { contentDisposition } from './download-filename';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ReviewSide {
  assignments: unknown[];
  reports: unknown[];
  decisions: unknown[];
  earlier_reviewers: unknown[];
  /** Issue 44 item 1 (absent from a review service older than it). */
  transferred_reports?: unknown[];
}

/**
 * The editors' detail page (issue 12), composed from the owners: the submission service (metadata,
 * versions, history) and the review service (assignments, reports, decisions). Nothing is copied here.
 */
export class SubmissionDetailService {
  constructor(
    private readonly deps: { commands: SubmissionCommands; review?: Pick<InternalClient, 'json'> },
  ) {}

  async detail(id: string) {
    if (!UUID.test(id)) throw new NotFoundError('Submission not found');
    const snapshot = await this.deps.commands.snapshot(id);
    const files = await this.deps.commands.versions(id);
    const editorsOnly = await this.deps.commands.editorsOnly(id);
    const review: ReviewSide = this.deps.review
      ? await this.deps.review.json<ReviewSide>(
          'GET',
          `/submissions/${id}/review?round=${snapshot.current_version}`,
        )
      : { assignments: [], reports: [], decisions: [], earlier_reviewers: [] };
    return {
      submission: {
        id: snapshot.id,
        manuscript_id: `MS-${snapshot.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
        paper_title: snapshot.paper_title,
        abstract: snapshot.abstract,
        keywords: snapshot.keywords,
        co_authors: snapshot.co_authors,
        // Issue 42 item 8: the metadata's funding, statement and ROR id; the cover letter and the author's
        // agreements (editors only, never in what reviewers get).
        funding: snapshot.funding ?? [],
        data_availability: snapshot.data_availability ?? '',
        author_ror_id: snapshot.author_ror_id ?? null,
        cover_letter: editorsOnly.cover_letter,
        agreements: {
          checklist: editorsOnly.checklist,
          licence: editorsOnly.licence,
          licence_agreement: editorsOnly.licence_agreement,
        },
        // Issue 42 item 8: each with the editors' download (the submission service serves it).
        supplementary_files: (editorsOnly.supplementary_files ?? []).map((file) => ({
          ...file,
          download_url: `/api/admin/submissions/${snapshot.id}/supplementary-files/${file.id}`,
        })),
        journal_id: snapshot.journal_id,
        journal_name: snapshot.journal_name,
        journal_icon: snapshot.journal_icon,
        sectionId: snapshot.sectionId ?? null,
        status: snapshot.status,
        submission_date: snapshot.submission_date,
        updated_at: snapshot.updated_at,
        author: {
          email: snapshot.author_email,
          given_names: snapshot.given_names,
          family_name: snapshot.family_name,
        },
        current_version: snapshot.current_version,
        handling_editor: snapshot.handling_editor ?? null,
      },
      versions: files.versions,
      history: files.history,
      // What reviewers get of the current version and which authors' names are left in it (issue 26).
      anonymity: files.anonymity ?? null,
      assignments: review.assignments,
      reports: review.reports,
      decisions: review.decisions,
      // Issue 44 item 1: the offers to sister journals and where a transferred paper came from (its first
      // journal's decision letter), and the consenting reviewers' reports that came with it.
      transfers: editorsOnly.transfers ?? { offers: [], from: null },
      transferred_reports: review.transferred_reports ?? [],
      review: {
        current_round: snapshot.current_version,
        revision_open: snapshot.revision_open,
        earlier_reviewers: review.earlier_reviewers,
      },
    };
  }

  async downloadVersion(
    id: string,
    number: string,
  ): Promise<{ stream: Readable; contentType: string; contentLength?: string; disposition: string }> {
    if (!UUID.test(id)) throw new NotFoundError('Submission not found');
    if (!/^[1-9]\d{0,5}$/.test(number)) throw new NotFoundError('File version not found');
    const file = await this.deps.commands.openVersion(id, Number(number));
    return {
      stream: file.stream,
      contentType: file.contentType,
      ...(file.contentLength ? { contentLength: file.contentLength } : {}),
      disposition: contentDisposition(`${file.paperTitle} (v${number})`, file.extension),
    };
  }
}
