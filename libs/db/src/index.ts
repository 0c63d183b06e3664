export {
  createPool,
  checkout,
  type Checkout,
  withTransaction,
  withTransactionFrom,
  withTransactionBegunBy,
  beginWith,
  pingDatabase,
  type Pool,
  type PoolClient,
  type Queryable,
} from './pool';
export { runMigrations, runPendingMigrations, type MigrationOptions } from './migrations';
export { MIGRATION_RENAMES, applyMigrationRenames } from './migration-renames';
export { startEmbeddedPostgres, freePort, type EmbeddedPostgresHandle } from './embedded-postgres';
export { ensureDatabase } from './ensure-database';
export {
  openSiteDatabase,
  MissingEmbeddedDatabaseError,
  SITE_DATABASE_NAME,
  type SiteDatabase,
} from './site-database';
