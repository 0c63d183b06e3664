// The admin service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { defineService } from '@journal/http';
import { adminConfigSchema, loadConfig } from './config';
import { createAdminService } from './create-admin-service';
import { ANALYTICS_CONSUMER_GROUP, ANALYTICS_EVENT_TYPES } from './events/analytics-events.handler';
import { JOURNALS_CONSUMER_GROUP } from './events/journal-events.handler';
import { PROOF_ACTIVITY_CONSUMER_GROUP, PROOF_ACTIVITY_EVENT_TYPES } from './events/proof-events.handler';
import { REVIEW_SUMMARY_CONSUMER_GROUP, REVIEW_SUMMARY_EVENT_TYPES } from './events/review-events.handler';
import { READ_MODEL_CONSUMER_GROUP, READ_MODEL_EVENT_TYPES } from './events/submission-events.handler';
import { MIGRATIONS_DIR, SCHEMA } from './repositories/schema';

export const adminService = defineService<object>({
  name: 'admin',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  // /api/admin is shared by six services: admin's paths one by one (ADR 0038).
  routes: [
    { path: '/api/admin/dashboard/stats', methods: ['GET'] },
    { path: '/api/admin/analytics', methods: ['GET'] },
    { path: '/api/admin/submissions', methods: ['GET'] },
    { path: '/api/admin/submissions/export.csv', methods: ['GET'] },
    { path: '/api/admin/submissions/:id', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/download', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/versions/:number/download', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/mails', methods: ['GET'] },
    { path: '/api/admin/submissions/:id/activity', methods: ['GET'] },
    { path: '/api/admin/mails/:id/resend', methods: ['POST'] },
  ],
  consumers: [
    { group: READ_MODEL_CONSUMER_GROUP, types: READ_MODEL_EVENT_TYPES },
    { group: REVIEW_SUMMARY_CONSUMER_GROUP, types: REVIEW_SUMMARY_EVENT_TYPES },
    { group: ANALYTICS_CONSUMER_GROUP, types: ANALYTICS_EVENT_TYPES },
    { group: PROOF_ACTIVITY_CONSUMER_GROUP, types: PROOF_ACTIVITY_EVENT_TYPES },
    { group: JOURNALS_CONSUMER_GROUP, types: JOURNAL_STATE_EVENT_TYPES },
  ],
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
