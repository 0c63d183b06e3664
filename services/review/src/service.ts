// The review service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { defineService } from '@journal/http';
import { loadConfig, reviewConfigSchema, type ReviewConfig } from './config';
import { createReviewService, REVIEW_CONSUMERS } from './create-review-service';
import { MIGRATIONS_DIR, SCHEMA } from './schema';

export const reviewService = defineService<Pick<ReviewConfig, 'REVIEW_REMINDER_DAYS'>>({
  name: 'review',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  routes: [
    { prefix: '/api/reviews', methods: ['GET', 'POST'] },
    { prefix: '/api/admin/submissions/:id/reviewers', methods: ['GET', 'POST', 'DELETE'] },
    { path: '/api/admin/submissions/:id/decision', methods: ['POST'] },
    { path: '/api/admin/journals/:slug/reviewers', methods: ['GET'] },
    { path: '/api/admin/reviewer-pool/settings', methods: ['GET', 'PUT'] },
    { path: '/api/admin/journals/:slug/review-form', methods: ['GET', 'PUT', 'DELETE'] },
    { path: '/api/admin/publisher/review-form', methods: ['GET', 'PUT'] },
    { prefix: '/api/registration/submissions/:id/reviewer-files', methods: ['GET'] },
    // Issue 42 item 6: discussions (review owns the reviewers' links; see ADR 0045).
    { prefix: '/api/admin/submissions/:id/discussions', methods: ['GET', 'POST'] },
    { prefix: '/api/registration/submissions/:id/discussions', methods: ['GET', 'POST'] },
  ],
  consumers: REVIEW_CONSUMERS,
  configSchema: reviewConfigSchema,
  loadConfig,
  build: (config, context) =>
    createReviewService({
      ...context.outboxDeps,
      journalRoles: context.journalRoles,
      submission: context.requiredPeer('submission'),
      storage: context.adapters.storage(),
      redis: context.adapters.redis('queue'),
      redisPrefix: context.adapters.redisPrefix,
      reminderDays: config.REVIEW_REMINDER_DAYS,
    }),
});
