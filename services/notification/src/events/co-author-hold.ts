import type { PoolClient } from '@journal/db';
import type { KnownEvent } from '@journal/events';
import type { AuthorVerified } from '../clients/identity-author-verified';
import { mailId, type MailJob } from '../domain/mail/mail-job';
import {
  holdMails,
  lockAuthors,
  recordVerified,
  releaseHeldMails,
  verifiedAmong,
} from '../repositories/held-mails.repository';

/** The submitting author of an event that mails co-authors. */
function coAuthorSender(event: KnownEvent): string | undefined {
  if (event.type !== 'submission.created.v1' && event.type !== 'submission.status_changed.v1')
    return undefined;
  return event.payload.coAuthors.length > 0 ? event.payload.authorId : undefined;
}

/**
 * Issue 26 item 7: co-author notices carry the submitter's text to addresses nobody confirmed, so they go
 * only once the submitting author has verified their own address. Inside the handler's transaction:
 * verifications release held notices, and notices of authors still unverified are written held.
 * Call `prepare` before the mail rows are written and `hold` after; `held` must not be queued.
 */
export async function coAuthorHold(client: PoolClient, fresh: KnownEvent[], isVerified: AuthorVerified) {
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
    // Not seen verifying here (an account older than this rule, or a Google account): identity knows.
    if (await isVerified(author)) await recordVerified(client, [author]);
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
