import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox, type EventEnvelope } from '@journal/events';
import type { PublicLinks } from '../public-links';
import { SCHEMA } from '../repositories/schema';
import type { StoredSubmission } from '../repositories/submission-state.repository';

/**
 * `publishing.article_published.v1` for a submission whose article just became public: the mail to the
 * author and every co-author (notification) needs the article's address and DOI, which only this service
 * knows. Versioned by the submission's version, so a redelivered event keeps its order.
 */
function articlePublishedEvent(s: StoredSubmission, doi: string, links: PublicLinks): EventEnvelope {
  return createEvent('publishing.article_published.v1', s.id, s.version, {
    articleId: s.id,
    submissionId: s.id,
    doi,
    articleUrl: links.article(s.id),
    title: s.paperTitle,
    journalId: s.journalId,
    journalName: s.journalName,
    publishedAt: s.changedAt.toISOString(),
    recipients: [
      { givenNames: s.givenNames, familyName: s.familyName, email: s.authorEmail },
      ...s.coAuthors.map((c) => ({ givenNames: c.givenNames, familyName: c.familyName, email: c.email })),
    ],
  });
}

/** Writes `publishing.article_published.v1` to the outbox, in the transaction that published the article. */
export async function recordArticlePublished(
  client: PoolClient,
  s: StoredSubmission,
  doi: string,
  links: PublicLinks,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [articlePublishedEvent(s, doi, links)]);
}
