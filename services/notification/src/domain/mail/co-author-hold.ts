import type { PoolClient, Queryable } from '@journal/db';
import type { KnownEvent } from '@journal/events';
import type { AuthorVerified } from '../../clients/identity-author-verified';
import { mailId, type MailJob } from '../../repositories/mail-job';
import {
  holdMails,
  lockAuthors,
  recordVerified,
  releaseHeldMails,
  verifiedAmong,
} from '../../repositories/held-mails.repository';

/** The submitting author of an event that mails co-authors. */
function coAuthorSender(event: KnownEvent): string | undefined {
  if (event.type !== 'submission.created.v1' && event.type !== 'submission.status_changed.v1')
    return undefined;
  return event.payload.coAuthors.length > 0 ? event.payload.authorId : undefined;
}

/**
 * Identity's answer for the co-author senders of a batch not yet known verified here, asked before the
 * handler's transaction opens (issue 27: no HTTP call inside it). Safe to ask early: `verified_authors`
 * only grows and is read again under the authors' lock, so an answer is used only for an author still
 * unknown then, and a verification that lands after it releases what it held.
 */
export async function askIdentityFirst(
  pool: Queryable,
  events: readonly KnownEvent[],
  isVerified: AuthorVerified,
): Promise<ReadonlyMap<string, boolean>> {
  const senders = [...new Set(events.flatMap((event) => coAuthorSender(event) ?? []))];
  if (senders.length === 0) return new Map();
  const known = await verifiedAmong(pool, senders);
  const answers = new Map<string, boolean>();
  for (const author of senders) if (!known.has(author)) answers.set(author, await isVerified(author));
  return answers;
}

/**
 * Issue 26 item 7: co-author notices carry the submitter's text to addresses nobody confirmed, so they go
 * only once the submitting author has verified their own address. Inside the handler's transaction:
 * verifications release held notices, and notices of authors still unverified are written held.
 * `identityAnswers` come from askIdentityFirst; call `hold` after the mail rows are written; `held` must
 * not be queued.
 */
export async function coAuthorHold(
  client: PoolClient,
  fresh: KnownEvent[],
  identityAnswers: ReadonlyMap<string, boolean>,
) {
  const verifiedNow = fresh.flatMap((event) =>
    event.type === 'identity.user.email_verified.v1' ? [event.payload.userId] : [],
  );
  const senders = new Map<string, string>(); // event id -> author
  for (const event of fresh) {
    const author = coAuthorSender(event);
    if (author) senders.set(event.id, author);
  }
  if (verifiedNow.length === 0 && senders.size === 0)
    return { released: [], held: new Set<string>(), hold: async () => undefined };

  await lockAuthors(client, [...verifiedNow, ...senders.values()]);
  await recordVerified(client, verifiedNow);
  const released = await releaseHeldMails(client, verifiedNow);
  const authors = [...new Set(senders.values())];
  const known = await verifiedAmong(client, authors);
  const unverified = new Set<string>();
  for (const author of authors) {
    if (known.has(author)) continue;
    // Not seen verifying here (an account older than this rule, or a Google account): identity knew.
    if (identityAnswers.get(author) === true) await recordVerified(client, [author]);
    else unverified.add(author);
  }
  const held = new Set<string>();
  return {
    released,
    held,
    /** Marks the co-author notices of unverified authors held (after insertMails wrote them). */
    async hold(jobs: MailJob[]) {
      const byAuthor = new Map<string, string[]>();
      for (const job of jobs) {
        const author = job.kind === 'co-author-notice' ? senders.get(job.eventId) : undefined;
        if (!author || !unverified.has(author)) continue;
        const id = mailId(job);
        held.add(id);
        byAuthor.set(author, [...(byAuthor.get(author) ?? []), id]);
      }
      for (const [author, ids] of byAuthor) await holdMails(client, ids, author);
    },
  };
}
