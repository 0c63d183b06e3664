export { SCHEMA, MIGRATIONS_DIR } from './repositories/schema';
export { publishingService } from './service';
export {
  publishingSettingsOf,
  loadConfig,
  publishingConfigSchema,
  publishingSettingsShape,
  type CrossrefDepositSettings,
  type DoajDepositSettings,
  type PublishingConfig,
} from './config';
export { createPublishingService, type PublishingServiceDeps } from './create-publishing-service';
export type { DepositClock } from './jobs/deposit-queue';
