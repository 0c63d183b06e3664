import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { AuthClaims, EditorialScope } from '@journal/auth';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { recordEvents, submissionMetadataUpdated } from '../events/submission-events.publisher';
import {
  insertMetadataVersion,
  listMetadataVersions,
  type FieldChange,
  type MetadataVersion,
} from '../repositories/metadata-versions.repository';
import { resetCurrentScan } from '../repositories/reviewer-copies.repository';
import { sectionsOfJournal } from '../repositories/journals.repository';
import { setSection, updateSubmissionMetadata } from '../repositories/submissions.repository';
import type { MetadataChange, SubmissionRecord } from '../repositories/submission.types';
import { refuseReviewersAsCoAuthors } from './author-edits.service';
import { editorNamer } from './editor-identity';
import { mustFindSubmission } from './find-submission';
import { parseMetadataChange } from './paper-metadata.input';
import { sectionToMoveTo } from './section-choice';

export const METADATA_CORRECTED_MESSAGE = 'Paper details corrected';
export const NOTHING_CHANGED_MESSAGE = 'Nothing changed';

/** `sectionId` beside the metadata fields: the same section rules as `PUT .../section` (moveToSection). */
const sectionInput = z.object({ sectionId: z.unknown().optional() }).loose();

/** The editors' view of the paper's metadata: the body's field names, so the form sends back what it got. */
export function metadataView(record: SubmissionRecord) {
  return {
    paperTitle: record.paperTitle,
    abstract: record.abstract,
    keywords: record.keywords,
    coAuthors: record.coAuthors,
    authorAffiliation: record.authorAffiliation,
    authorOrcid: record.authorOrcid,
    authorRorId: record.authorRorId,
    funding: record.funding,
    dataAvailability: record.dataAvailability,
    sectionId: record.sectionId,
    status: record.status,
    version: record.version,
  };
}

export function metadataVersionView(entry: MetadataVersion) {
  const { userId: _userId, ...changedBy } = entry.changedBy;
  return {
    version: entry.version,
    changed_at: entry.changedAt.toISOString(),
    changed_by: changedBy,
    changes: entry.changes,
  };
}

/** The fields of `change` whose value differs from the paper's (a field sent unchanged is no change). */
function changedFieldsOf(current: SubmissionRecord, change: MetadataChange): FieldChange[] {
  const before = current as unknown as Record<string, unknown>;
  return Object.entries(change)
    .filter(([field, after]) => !isDeepStrictEqual(before[field] ?? null, after ?? null))
    .map(([field, after]) => ({ field, before: before[field] ?? null, after: after ?? null }));
}

/** The section move a `sectionId` asks for: none when absent or the paper's own, else a change (400 unknown). */
async function sectionChangeOf(
  client: PoolClient,
  current: SubmissionRecord,
  sectionId: unknown,
): Promise<FieldChange | undefined> {
  if (sectionId === undefined || sectionId === null) return undefined;
  const sections = await sectionsOfJournal(client, current.journalId);
  const section = sectionToMoveTo(sections, typeof sectionId === 'string' ? sectionId : '');
  return section.id === current.sectionId
    ? undefined
    : { field: 'sectionId', before: current.sectionId, after: section.id };
}

/**
 * Editors' corrections of a paper's metadata (issue 42 item 3): the handling editor, the journal's editors
 * and managers, the administrator, at any stage. The author's rules (parseMetadataChange) check the body;
 * each change is a version (who, when, each field before and after) written with its event in one
 * transaction; a body with nothing new writes nothing.
 */
export class MetadataCorrectionsService {
  constructor(
    private readonly deps: {
      pool: Pool;
      afterCommit: () => void;
      /** After co-authors changed: the reviewers' copy is scanned again for the new names (issue 26). */
      afterAuthorsChanged?: () => void;
    },
  ) {}

  async view(id: string) {
    const record = await mustFindSubmission(this.deps.pool, id);
    return this.answer(record);
  }

  async correct(auth: AuthClaims, scope: EditorialScope, id: string, body: unknown) {
    const section = sectionInput.safeParse(body);
    const sectionId = section.success ? section.data.sectionId : undefined;
    // The editor's name is looked up before the row is locked.
    const editorOf = await editorNamer(this.deps.pool, auth, scope);
    let changed = false;
    let authorsChanged = false;
    const record = await withTransaction(this.deps.pool, async (client) => {
      const current = await mustFindSubmission(client, id, true);
      const change = parseMetadataChange(body, current.authorEmail);
      const moved = await sectionChangeOf(client, current, sectionId);
      const changes = [...changedFieldsOf(current, change), ...(moved ? [moved] : [])];
      if (changes.length === 0) return current;
      const changedFields = changes.map((c) => c.field);
      const fresh = Object.fromEntries(
        changes.filter((c) => c !== moved).map((c) => [c.field, c.after]),
      ) as MetadataChange;
      if (fresh.coAuthors) await refuseReviewersAsCoAuthors(client, id, fresh.coAuthors);
      let updated = moved ? await setSection(client, id, moved.after as string) : current;
      if (Object.keys(fresh).length > 0) updated = await updateSubmissionMetadata(client, id, fresh);
      const changedBy = editorOf(current);
      await insertMetadataVersion(client, id, {
        version: updated.version,
        changedAt: updated.updatedAt,
        changedBy,
        changes,
      });
      const { userId: _userId, ...named } = changedBy;
      await recordEvents(client, [submissionMetadataUpdated(updated, { changedBy: named, changedFields })]);
      if (fresh.coAuthors !== undefined) {
        await resetCurrentScan(client, id);
        authorsChanged = true;
      }
      changed = true;
      return updated;
    });
    if (changed) this.deps.afterCommit();
    if (authorsChanged) this.deps.afterAuthorsChanged?.();
    return { changed, ...(await this.answer(record)) };
  }

  private async answer(record: SubmissionRecord) {
    const versions = await listMetadataVersions(this.deps.pool, record.id);
    return { metadata: metadataView(record), versions: versions.map(metadataVersionView) };
  }
}
