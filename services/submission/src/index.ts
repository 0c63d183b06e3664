export { SCHEMA, MIGRATIONS_DIR } from './repositories/schema';
export { submissionService } from './service';
export { loadConfig, submissionConfigSchema, type SubmissionConfig } from './config';
export { createSubmissionService, type SubmissionServiceDeps } from './create-submission-service';
export { createRouters } from './app';
export { MAX_UPLOAD_BYTES } from './domain/upload/file-type.policy';
export type { SubmissionSnapshot } from './domain/submission.views';
