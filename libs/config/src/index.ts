export { parseConfig, ConfigError } from './parse-config';
export * from './common-schemas';
export { DEFAULT_DATA_DIR } from './paths';
export {
  baseConfigSchema,
  DEFAULT_MAIL_FROM,
  DEFAULT_PUBLISHER_NAME,
  defaultMailFrom,
  mailFromFor,
  internalToken,
  loadServiceConfig,
  mailConfigShape,
  platformSettings,
  redisPrefix,
  type BaseConfig,
  type ConfigSchema,
  type PlatformSettings,
  type S3Settings,
} from './base-config';
export { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, ensurePrivateDir, ensurePrivateDirSync } from './private-files';
export * from './utc-calendar';
