export { SCHEMA, MIGRATIONS_DIR } from './schema';
export { reviewService } from './service';
export { loadConfig, reviewConfigSchema, reviewSettingsShape, type ReviewConfig } from './config';
export { createReviewService, type ReviewService, type ReviewServiceDeps } from './create-review-service';
export { reminderJobs } from './workers/reminder.service';
export type { ReminderJob, ReminderQueue } from './jobs/reminder-queue';
