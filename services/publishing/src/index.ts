export { SCHEMA, MIGRATIONS_DIR } from './schema';
export { loadConfig, publishingConfigSchema, publishingSettingsShape, type PublishingConfig } from './config';
export { createPublishingService, type PublishingServiceDeps } from './create-publishing-service';
export { isPublishingPath } from './routes/public-paths';
