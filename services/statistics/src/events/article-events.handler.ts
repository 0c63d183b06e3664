import type { Pool } from '@journal/db';
import { handleOnce, type EventOf } from '@journal/events';
import { upsertArticleIfNotOlder } from '../repositories/articles.repository';
import { SCHEMA } from '../repositories/schema';

export const ARTICLE_EVENT_TYPES = ['publishing.article_changed.v1'] as const;
export const ARTICLES_CONSUMER_GROUP = 'statistics.articles';

/**
 * Keeps statistics.articles in step with the publishing service (ADR 0040): once per event id, and an
 * older snapshot never overwrites a newer one. What usage reports name an article by, and which are public.
 */
export function articleEventsHandler(pool: Pool) {
  return async (event: EventOf<(typeof ARTICLE_EVENT_TYPES)[number]>): Promise<void> => {
    await handleOnce(pool, { schema: SCHEMA, group: ARTICLES_CONSUMER_GROUP }, event, async (client) => {
      await upsertArticleIfNotOlder(client, event.payload, event.version);
    });
  };
}
