import { z } from 'zod';
import type { EditorialRoles } from '@journal/auth';
import { withTransaction, type Pool } from '@journal/db';
import { validate, ValidationError } from '@journal/errors';
import { recordEvents, submissionHandlingEditorAssigned } from '../events/submission-events.publisher';
import { findAuthor } from '../repositories/authors.repository';
import { setHandlingEditor } from '../repositories/submissions.repository';
import { mustFindSubmission } from './find-submission';
import type { HandlingEditor, SubmissionRecord } from '../repositories/submission.types';

export const NOT_AN_EDITOR = 'The handling editor must be an editor of this journal';

const assignmentInput = z.object({
  userId: z.union([z.guid({ error: NOT_AN_EDITOR }), z.null()], {
    error: 'userId is required (null unassigns)',
  }),
});

/**
 * A paper's handling editor (issue 29 item 1): an editor or manager of the paper's journal, named from the
 * service's projection of identity's accounts. Until one is assigned the journal's editors share the paper.
 */
export class HandlingEditorService {
  constructor(
    private readonly deps: {
      pool: Pool;
      /** The journals service's roles of a person; unset (no journals service): nobody qualifies. */
      roles?: EditorialRoles;
      afterCommit: () => void;
    },
  ) {}

  async assign(
    id: string,
    body: unknown,
    assignedBy: string,
  ): Promise<{ record: SubmissionRecord; eventId?: string }> {
    const { userId } = validate(assignmentInput, body ?? {});
    const paper = await mustFindSubmission(this.deps.pool, id);
    // The roles are asked before the transaction: no HTTP call while the row is locked.
    const editor = userId === null ? null : await this.editorOf(paper.journalId, userId);
    const outcome = await withTransaction(this.deps.pool, async (client) => {
      const current = await mustFindSubmission(client, id, true);
      if (
        current.handlingEditor?.userId === editor?.userId &&
        current.handlingEditor?.email === editor?.email
      )
        return { record: current };
      const record = await setHandlingEditor(client, id, editor);
      const event = submissionHandlingEditorAssigned(record, assignedBy, new Date());
      await recordEvents(client, [event]);
      return { record, eventId: event.id };
    });
    if (outcome.eventId) this.deps.afterCommit();
    return outcome;
  }

  private async editorOf(journalId: string, userId: string): Promise<HandlingEditor> {
    const journals = this.deps.roles ? await this.deps.roles.journalsOf(userId) : [];
    const person = await findAuthor(this.deps.pool, userId);
    if (!person || !journals.some((journal) => journal.slug === journalId))
      throw new ValidationError(NOT_AN_EDITOR);
    return { userId, name: `${person.givenNames} ${person.familyName}`, email: person.email };
  }
}
