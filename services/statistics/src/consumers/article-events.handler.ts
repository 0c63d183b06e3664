import { defineConsumer, handleOnce, type ConsumingService } from '@journal/events';
import { upsertArticleIfNotOlder } from '../repositories/articles.repository';

/**
 * Keeps statistics.articles in step with the publishing service (ADR 0040): once per event id, and an
 * older snapshot never overwrites a newer one. What usage reports name an article by, and which are public.
 */
export const articlesConsumer = defineConsumer({
  group: 'statistics.articles',
  types: ['publishing.article_changed.v1'],
  handle:
    ({ pool }: ConsumingService, recordedAs) =>
    async (event) => {
      await handleOnce(pool, recordedAs, event, async (client) => {
        await upsertArticleIfNotOlder(client, event.payload, event.version);
      });
    },
});
