export {
  createPool,
  checkout,
  type Checkout,
  withTransaction,
  pingDatabase,
  type Pool,
  type PoolClient,
  type Queryable,
} from './pool';
export { runMigrations, type MigrationOptions } from './migrations';
export { startEmbeddedPostgres, freePort, type EmbeddedPostgresHandle } from './embedded-postgres';
export { ensureDatabase } from './ensure-database';
export {
  openSiteDatabase,
  MissingEmbeddedDatabaseError,
  SITE_DATABASE_NAME,
  type SiteDatabase,
} from './site-database';
