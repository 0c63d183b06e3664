// The submission service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { defineService } from '@journal/http';
import { loadConfig, submissionConfigSchema } from './config';
import { createSubmissionService } from './create-submission-service';
import { AUTHORS_CONSUMER_GROUP, IDENTITY_EVENT_TYPES } from './events/identity-events.handler';
import { JOURNALS_CONSUMER_GROUP } from './events/journal-events.handler';
import {
  ACCEPTANCE_EVENT_TYPES,
  DECISIONS_CONSUMER_GROUP,
  REVIEW_EVENT_TYPES,
  REVIEW_STARTS_CONSUMER_GROUP,
} from './events/review-events.handler';
import { REVIEWER_EVENT_TYPES, REVIEWERS_CONSUMER_GROUP } from './events/reviewer-events.handler';
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
  consumers: [
    { group: AUTHORS_CONSUMER_GROUP, types: IDENTITY_EVENT_TYPES },
    { group: DECISIONS_CONSUMER_GROUP, types: REVIEW_EVENT_TYPES },
    { group: REVIEW_STARTS_CONSUMER_GROUP, types: ACCEPTANCE_EVENT_TYPES },
    { group: REVIEWERS_CONSUMER_GROUP, types: REVIEWER_EVENT_TYPES },
    { group: JOURNALS_CONSUMER_GROUP, types: JOURNAL_STATE_EVENT_TYPES },
  ],
  configSchema: submissionConfigSchema,
  loadConfig,
  build: (_config, context) =>
    createSubmissionService({
      ...context.outboxDeps,
      storage: context.adapters.storage(),
      journalRoles: context.journalRoles,
    }),
});
