export { SCHEMA, MIGRATIONS_DIR } from './schema';
export { loadConfig, journalsConfigSchema, type JournalsConfig } from './config';
export { createJournalsService, type JournalsServiceDeps } from './create-journals-service';
export { isJournalsPath } from './routes/journals-paths';
