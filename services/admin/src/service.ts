// The admin service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { defineService } from '@journal/http';
import { adminConfigSchema, loadConfig } from './config';
import { ADMIN_CONSUMERS, createAdminService } from './create-admin-service';
import { MIGRATIONS_DIR, SCHEMA } from './repositories/schema';

export const adminService = defineService<object>({
  name: 'admin',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  // /api/admin is shared by six services: admin's paths one by one (ADR 0038).
  routes: [
    { path: '/api/admin/dashboard/stats', methods: ['GET'] },
    { path: '/api/admin/analytics', methods: ['GET'] },
    { path: '/api/admin/publisher/analytics', methods: ['GET'] },
    // Issue 44 item 5: a journal's public figures are computed here, from the analytics read model.
    { path: '/api/journals/:slug/figures', methods: ['GET'] },
    { path: '/api/admin/submissions', methods: ['GET'] },
    { path: '/api/admin/submissions/export.csv', methods: ['GET'] },
    { path: '/api/admin/submissions/:id', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/download', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/versions/:number/download', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/mails', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/activity', methods: ['GET'] },
    { path: '/api/admin/mails/:id/resend', methods: ['POST'] },
  ],
  consumers: ADMIN_CONSUMERS,
  configSchema: adminConfigSchema,
  loadConfig,
  build: (_config, context) =>
    createAdminService({
      ...context.consumerDeps,
      // As the other services' create functions do for themselves: every line names its service.
      logger: context.logger.child({ service: 'admin' }),
      journalRoles: context.journalRoles,
      submission: context.requiredPeer('submission'),
      notification: context.peer('notification'),
      review: context.peer('review'),
    }),
});
