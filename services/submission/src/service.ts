// The submission service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { defineService } from '@journal/http';
import { loadConfig, submissionConfigSchema } from './config';
import { createSubmissionService, SUBMISSION_CONSUMERS } from './create-submission-service';
import { MIGRATIONS_DIR, SCHEMA } from './repositories/schema';

export const submissionService = defineService<object>({
  name: 'submission',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  routes: [
    { path: '/api/registration/submit-paper', methods: ['POST'] },
    { path: '/api/registration/submissions/:id/metadata', methods: ['PUT'] },
    { path: '/api/registration/submissions/:id/withdraw', methods: ['POST'] },
    { path: '/api/registration/submissions/:id/revisions', methods: ['POST'] },
    // The editors' commands on a paper it owns (statuses straight to their owner, ADR 0027).
    { path: '/api/admin/submissions/:id/anonymous-version', methods: ['POST'] },
    { path: '/api/admin/submissions/:id/status', methods: ['PUT'] },
    { path: '/api/admin/submissions/:id/retraction', methods: ['POST'] },
    { path: '/api/admin/submissions/:id/handling-editor', methods: ['PUT'] },
  ],
  consumers: SUBMISSION_CONSUMERS,
  configSchema: submissionConfigSchema,
  loadConfig,
  build: (_config, context) =>
    createSubmissionService({
      ...context.outboxDeps,
      storage: context.adapters.storage(),
      journalRoles: context.journalRoles,
    }),
});
