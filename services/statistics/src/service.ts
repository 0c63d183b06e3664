// The statistics service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { defineService } from '@journal/http';
import { loadConfig, statisticsConfigSchema, type StatisticsConfig } from './config';
import { createStatisticsService, STATISTICS_CONSUMERS } from './create-statistics-service';
import { MIGRATIONS_DIR, SCHEMA } from './repositories/schema';

export const statisticsService = defineService<Pick<StatisticsConfig, 'PUBLISHER_NAME'>>({
  name: 'statistics',
  // Its first migration moves publishing's usage tables when they exist (ADR 0040).
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR, after: ['publishing'] },
  // Beside publishing's articles (ADR 0040): publishing's `/api/articles/:id(uuid)` takes only an article
  // id, so `most-read` is a URL of its own.
  routes: [
    { path: '/api/articles/most-read', methods: ['GET'] },
    { path: '/api/articles/:id/usage', methods: ['GET'] },
    { prefix: '/api/sushi', methods: ['GET'] },
    { prefix: '/api/admin/sushi', methods: ['GET', 'POST', 'PUT'] },
  ],
  consumers: STATISTICS_CONSUMERS,
  configSchema: statisticsConfigSchema,
  loadConfig,
  build: (config, context) =>
    createStatisticsService({
      ...context.consumerDeps,
      settings: { publisherName: config.PUBLISHER_NAME },
    }),
});
