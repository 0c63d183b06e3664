import { z } from 'zod';
import { withTransaction, type Pool } from '@journal/db';
import { validate } from '@journal/errors';
import { recordEvents, submissionMetadataUpdated } from '../events/submission-events.publisher';
import { sectionsOfJournal } from '../repositories/journals.repository';
import { setSection } from '../repositories/submissions.repository';
import { mustFindSubmission } from './find-submission';
import { SECTION_REQUIRED_MESSAGE, sectionToMoveTo } from './section-choice';
import type { SubmissionRecord } from '../repositories/submission.types';

export const SECTION_CHANGED_MESSAGE = 'Section changed';

/** `PUT /api/admin/submissions/:id/section` body. */
export const moveToSectionInput = z.object({
  sectionId: z.string({ error: SECTION_REQUIRED_MESSAGE }).trim().min(1, SECTION_REQUIRED_MESSAGE),
});

/**
 * An editor files a paper under another section of its journal (ADR 0046), open or closed, at any status:
 * the section is a metadata field, so the change is a `submission.metadata_updated.v1` (the journals
 * service's count of papers per section and the published article follow it). The same section changes
 * nothing. The caller's guard has checked the editor's journal.
 */
export async function moveToSection(
  deps: { pool: Pool; afterCommit: () => void },
  id: string,
  body: unknown,
): Promise<SubmissionRecord> {
  const { sectionId } = validate(moveToSectionInput, body ?? {});
  const outcome = await withTransaction(deps.pool, async (client) => {
    const current = await mustFindSubmission(client, id, true);
    const section = sectionToMoveTo(await sectionsOfJournal(client, current.journalId), sectionId);
    if (section.id === current.sectionId) return { record: current, changed: false };
    const record = await setSection(client, id, section.id);
    await recordEvents(client, [submissionMetadataUpdated(record)]);
    return { record, changed: true };
  });
  if (outcome.changed) deps.afterCommit();
  return outcome.record;
}
