export { SCHEMA, MIGRATIONS_DIR } from './schema';
export { loadConfig, reviewConfigSchema, reviewSettingsShape, type ReviewConfig } from './config';
export { createReviewService, type ReviewService, type ReviewServiceDeps } from './create-review-service';
export { isReviewPath } from './routes/review-paths';
export { reminderJobs } from './jobs/reminder.service';
export type { ReminderJob, ReminderQueue } from './jobs/reminder-queue';
