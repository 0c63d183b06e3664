import type { AuthClaims } from '@journal/auth';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { ConflictError, ForbiddenError } from '@journal/errors';
import { AUTHOR_ACTION_MESSAGES, canEditDetails, canWithdraw } from '@journal/metadata';
import { recordEvents, submissionMetadataUpdated } from '../events/submission-events.publisher';
import { liveReviewerEmails } from '../repositories/reviewers.repository';
import { resetCurrentScan } from '../repositories/reviewer-copies.repository';
import { updateSubmissionMetadata } from '../repositories/submissions.repository';
import { mailboxKey } from '@journal/metadata';
import { changeStatusIn } from './status-change';
import { mustFindSubmission } from './find-submission';
import { parseMetadataChange } from './paper-metadata.input';
import { authorSubmissionView } from './submission.views';
import type { SubmissionRecord } from '../repositories/submission.types';

export const REVIEWER_CO_AUTHOR_MESSAGE =
  'This person cannot be added as a co-author: they are taking part in the review of this paper. Please contact the editorial office.';

/**
 * A reviewer of the paper (invited, accepted or reported; not declined or cancelled) cannot become its
 * co-author (issue 26): the review service checks again at acceptance and at the report, which also covers
 * an invitation this service has not seen yet.
 */
export async function refuseReviewersAsCoAuthors(
  client: PoolClient,
  id: string,
  coAuthors: { email: string }[],
) {
  const reviewers = new Set((await liveReviewerEmails(client, id)).map(mailboxKey));
  if (coAuthors.some((c) => reviewers.has(mailboxKey(c.email))))
    throw new ConflictError(REVIEWER_CO_AUTHOR_MESSAGE);
}

/**
 * What the owning author may still do to a submission (issue 11): edit its details while it is
 * submitted, withdraw it while it is submitted or under review. Each change and its event commit together.
 */
export class AuthorEditsService {
  constructor(
    private readonly deps: {
      pool: Pool;
      afterCommit: () => void;
      /** After co-authors changed: the reviewers' copy is scanned again for the new names (issue 26). */
      afterAuthorsChanged?: () => void;
    },
  ) {}

  async updateMetadata(auth: AuthClaims, id: string, body: unknown) {
    let authorsChanged = false;
    const record = await this.ownedChange(auth, id, async (client, current) => {
      if (!canEditDetails(current.status)) throw new ConflictError(AUTHOR_ACTION_MESSAGES.notEditable);
      const change = parseMetadataChange(body, auth.email);
      if (Object.keys(change).length === 0) return current;
      if (change.coAuthors) await refuseReviewersAsCoAuthors(client, id, change.coAuthors);
      const updated = await updateSubmissionMetadata(client, id, change);
      await recordEvents(client, [submissionMetadataUpdated(updated)]);
      if (change.coAuthors !== undefined) {
        await resetCurrentScan(client, id);
        authorsChanged = true;
      }
      return updated;
    });
    if (authorsChanged) this.deps.afterAuthorsChanged?.();
    return authorSubmissionView(record);
  }

  async withdraw(auth: AuthClaims, id: string) {
    const record = await this.ownedChange(auth, id, async (client, current) => {
      if (!canWithdraw(current.status)) throw new ConflictError(AUTHOR_ACTION_MESSAGES.notWithdrawable);
      return changeStatusIn(client, current, 'withdrawn', auth.email);
    });
    return authorSubmissionView(record);
  }

  /** Locks the row, checks the token's author owns it (404 before 403), runs `change` in the transaction. */
  private async ownedChange(
    auth: AuthClaims,
    id: string,
    change: (client: PoolClient, current: SubmissionRecord) => Promise<SubmissionRecord>,
  ): Promise<SubmissionRecord> {
    let changed = false;
    const record = await withTransaction(this.deps.pool, async (client) => {
      const current = await mustFindSubmission(client, id, true);
      if (auth.role !== 'author' || current.authorId !== auth.sub)
        throw new ForbiddenError(AUTHOR_ACTION_MESSAGES.notYours);
      const next = await change(client, current);
      changed = next !== current;
      return next;
    });
    if (changed) this.deps.afterCommit();
    return record;
  }
}
