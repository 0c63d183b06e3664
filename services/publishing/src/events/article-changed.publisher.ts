import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox, type EventEnvelope } from '@journal/events';
import type { ArticleSnapshotRow } from '../repositories/articles.repository';
import { SCHEMA } from '../repositories/schema';

/**
 * `publishing.article_changed.v1`: the article as it is after a change (publication, metadata refresh,
 * date correction, withdrawal), for the statistics service's read model (ADR 0040). Versioned by the
 * submission's version, as the publication event.
 */
function articleChangedEvent(a: ArticleSnapshotRow): EventEnvelope {
  return createEvent('publishing.article_changed.v1', a.id, a.version, {
    articleId: a.id,
    journalSlug: a.journalSlug,
    journalName: a.journalName,
    title: a.title,
    doi: a.doi,
    authors: a.authors.map((x) => ({
      givenNames: x.givenNames,
      familyName: x.familyName,
      affiliation: x.affiliation ?? null,
      orcid: x.orcid ?? null,
    })),
    publishedAt: a.publishedAt.toISOString(),
    licence: a.licence,
    withdrawal: a.withdrawnAt
      ? { kind: a.withdrawalKind, reason: a.withdrawalReason, at: a.withdrawnAt.toISOString() }
      : null,
  });
}

/** Writes one `publishing.article_changed.v1` per article to the outbox, in the transaction that changed them. */
export async function recordArticlesChanged(
  client: PoolClient,
  articles: ArticleSnapshotRow[],
): Promise<void> {
  await writeOutbox(client, SCHEMA, articles.map(articleChangedEvent));
}
