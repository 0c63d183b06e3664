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
    // Issue 42 item 8: the author's supplementary files, and the editors' download of one.
    { path: '/api/registration/submissions/:id/supplementary-files', methods: ['GET', 'POST'] },
    { path: '/api/registration/submissions/:id/supplementary-files/:fileId', methods: ['DELETE'] },
    { path: '/api/admin/submissions/:id/supplementary-files/:fileId', methods: ['GET'] },
    // The editors' commands on a paper it owns (statuses straight to their owner, ADR 0027).
    { path: '/api/admin/submissions/:id/anonymous-version', methods: ['POST'] },
    { path: '/api/admin/submissions/:id/status', methods: ['PUT'] },
    { path: '/api/admin/submissions/:id/retraction', methods: ['POST'] },
    { path: '/api/admin/submissions/:id/handling-editor', methods: ['PUT'] },
    // Issue 42 item 3: editors' metadata corrections.
    { path: '/api/admin/submissions/:id/metadata', methods: ['GET', 'PUT'] },
    { path: '/api/admin/submissions/:id/section', methods: ['PUT'] },
    // Issue 44 item 1: editors' notes and transfers between the family's journals.
    { path: '/api/admin/submissions/:id/notes', methods: ['GET', 'POST'] },
    { path: '/api/admin/submissions/:id/transfer-offer', methods: ['POST'] },
    { path: '/api/registration/submissions/:id/transfer', methods: ['POST'] },
    // Issue 44 item 4: integrity checks across the family.
    { path: '/api/admin/submissions/:id/integrity', methods: ['GET'] },
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
