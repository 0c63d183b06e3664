export { SCHEMA, MIGRATIONS_DIR } from './repositories/schema';
export {
  publishingSettingsOf,
  loadConfig,
  publishingConfigSchema,
  publishingSettingsShape,
  type CrossrefDepositSettings,
  type PublishingConfig,
} from './config';
export { createPublishingService, type PublishingServiceDeps } from './create-publishing-service';
export { isIssuesPath, isProofPath, isPublishingPath } from './routes/public-paths';
