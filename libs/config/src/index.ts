export { parseConfig, ConfigError } from './parse-config';
export * from './common-schemas';
export { DEFAULT_DATA_DIR } from './paths';
export { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, ensurePrivateDir, ensurePrivateDirSync } from './private-files';
