// The publishing service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { defineService } from '@journal/http';
import { loadConfig, publishingConfigSchema, publishingSettingsOf } from './config';
import { createPublishingService, PUBLISHING_CONSUMERS } from './create-publishing-service';
import { MIGRATIONS_DIR, SCHEMA } from './repositories/schema';

type BuildConfig = Parameters<typeof publishingSettingsOf>[0] & { PUBLIC_URL: string };

export const publishingService = defineService<BuildConfig>({
  name: 'publishing',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  routes: [
    // The public side: pages and machine interfaces outside /api (the rest of those paths is the SPA's).
    { prefix: '/articles/:id', methods: ['GET'] },
    { path: '/journals/:slug/feed.atom', methods: ['GET'] },
    { path: '/journals/:slug/issues', methods: ['GET'] },
    { path: '/journals/:slug/issues/:volume/:number', methods: ['GET'] },
    { path: '/journals/:slug/issues/:volume/:number/feed.atom', methods: ['GET'] },
    { path: '/journals/:slug/lockss', methods: ['GET'] },
    { path: '/sitemap.xml', methods: ['GET'] },
    { path: '/sitemaps/:file', methods: ['GET'] },
    { path: '/robots.txt', methods: ['GET'] },
    { path: '/oai', methods: ['GET', 'POST'] },
    // Usage counts and the most read beside them are statistics' (ADR 0040).
    { path: '/api/articles', methods: ['GET'] },
    { path: '/api/articles/:id(uuid)', methods: ['GET'] },
    { path: '/api/articles/:id/citation', methods: ['GET'] },
    { path: '/api/articles/:id/supplementary/:fileId', methods: ['GET'] },
    { path: '/api/articles/:id/fulltext', methods: ['GET'] },
    { prefix: '/api/journals/:slug/issues', methods: ['GET'] },
    // Editors and authors: articles, issues, placement, production and proofs.
    { prefix: '/api/admin/articles', methods: ['GET', 'POST', 'PUT', 'DELETE'] },
    { prefix: '/api/admin/journals/:slug/issues', methods: ['GET', 'POST', 'PUT', 'DELETE'] },
    { path: '/api/admin/journals/:slug/doaj.xml', methods: ['GET'] },
    { path: '/api/admin/journals/:slug/doaj-seal', methods: ['GET'] },
    { path: '/api/admin/journals/:slug/deposits', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/placement', methods: ['PUT'] },
    { path: '/api/admin/submissions/:id/production', methods: ['GET', 'POST', 'PUT'] },
    { path: '/api/admin/submissions/:id/production/preview', methods: ['GET'] },
    { path: '/api/registration/submissions/:id/proof', methods: ['GET', 'POST'] },
    // A co-author's proof link, without an account (issue 42).
    { path: '/api/proofs/:token', methods: ['GET'] },
    { path: '/api/proofs/:token/answer', methods: ['POST'] },
  ],
  consumers: PUBLISHING_CONSUMERS,
  configSchema: publishingConfigSchema,
  loadConfig,
  build: (config, context) =>
    createPublishingService({
      ...context.outboxDeps,
      journalRoles: context.journalRoles,
      submission: context.peer('submission'),
      identity: context.peer('identity'),
      statistics: context.peer('statistics'),
      storage: context.adapters.storage(),
      redis: context.adapters.redis('queue'),
      redisPrefix: context.adapters.redisPrefix,
      settings: publishingSettingsOf(config, config.PUBLIC_URL),
    }),
});
