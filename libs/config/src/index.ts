export { parseConfig, ConfigError } from './parse-config';
export * from './common-schemas';
export { DEFAULT_DATA_DIR } from './paths';
