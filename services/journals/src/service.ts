// The journals service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { defineService } from '@journal/http';
import { journalsConfigSchema, loadConfig, type JournalsConfig } from './config';
import { createJournalsService, JOURNALS_CONSUMERS } from './create-journals-service';
import { MIGRATIONS_DIR, SCHEMA } from './schema';

export const journalsService = defineService<
  Pick<JournalsConfig, 'DOI_PREFIX' | 'SAMPLE_CONTENT' | 'PUBLISHER_NAME'>
>({
  name: 'journals',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  // A journal's issues, mail templates and reviewer pool belong to publishing, notification and review:
  // the journal paths are listed one by one below /api/journals/:slug and /api/admin/journals/:slug.
  routes: [
    { path: '/api/journals', methods: ['GET'] },
    { path: '/api/journals/:slug', methods: ['GET'] },
    { path: '/api/journals/:slug/board', methods: ['GET'] },
    { path: '/api/journals/:slug/cover', methods: ['GET'] },
    { prefix: '/api/journals/:slug/pages', methods: ['GET'] },
    { path: '/api/journals/:slug/sections', methods: ['GET'] },
    { path: '/api/journals/:slug/checklist', methods: ['GET'] },
    { path: '/api/admin/journals/:slug/checklist', methods: ['GET', 'PUT', 'DELETE'] },
    { path: '/api/admin/publisher/checklist', methods: ['GET', 'PUT'] },
    { path: '/api/admin/journals', methods: ['GET', 'POST'] },
    { path: '/api/admin/journals/:slug', methods: ['PUT', 'DELETE'] },
    { path: '/api/admin/journals/:slug/board', methods: ['PUT'] },
    { path: '/api/admin/journals/:slug/cover', methods: ['PUT'] },
    { prefix: '/api/admin/journals/:slug/members', methods: ['GET', 'POST', 'DELETE'] },
    { prefix: '/api/admin/journals/:slug/invitations', methods: ['DELETE'] },
    { prefix: '/api/admin/journals/:slug/pages', methods: ['POST', 'PUT', 'DELETE'] },
    { prefix: '/api/admin/publisher/pages', methods: ['GET', 'PUT', 'DELETE'] },
    { prefix: '/api/admin/journals/:slug/sections', methods: ['POST', 'PUT', 'DELETE'] },
    { prefix: '/api/catalogue', methods: ['GET'] },
    { prefix: '/api/admin/catalogue', methods: ['POST', 'PUT', 'DELETE'] },
    { prefix: '/api/pages', methods: ['GET'] },
    { prefix: '/api/admin/pages', methods: ['POST', 'PUT', 'DELETE'] },
    { prefix: '/api/admin/sample-content', methods: ['GET', 'POST'] },
    { prefix: '/api/editorial', methods: ['GET'] },
    { path: '/api/site', methods: ['GET'] },
    { path: '/api/site/logo', methods: ['GET'] },
    { path: '/api/admin/site', methods: ['PUT'] },
    { path: '/api/admin/site/logo', methods: ['PUT'] },
  ],
  consumers: JOURNALS_CONSUMERS,
  configSchema: journalsConfigSchema,
  loadConfig,
  build: (config, context) =>
    createJournalsService({
      ...context.outboxDeps,
      storage: context.adapters.storage(),
      doiPrefix: config.DOI_PREFIX,
      sampleContent: config.SAMPLE_CONTENT,
      publisherName: config.PUBLISHER_NAME,
    }),
});
