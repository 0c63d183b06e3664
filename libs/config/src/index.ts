export { parseConfig, ConfigError } from './parse-config';
export * from './common-schemas';
export { DEFAULT_DATA_DIR } from './paths';
export {
  baseConfigSchema,
  DEFAULT_MAIL_FROM,
  internalToken,
  loadServiceConfig,
  mailConfigShape,
  platformSettings,
  redisPrefix,
  type BaseConfig,
  type PlatformSettings,
  type S3Settings,
} from './base-config';
