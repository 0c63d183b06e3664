// One-shot migration of every service schema (cluster mode, container init job): never run from
// every replica. Usage: DATABASE_URL=... node --import tsx scripts/migrate.ts
import { createLogger } from '@journal/logger';
import { migrateAll } from '../gateway/src/embedded/migrate-all';

const logger = createLogger('migrate');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  logger.fatal('DATABASE_URL is required');
  process.exit(1);
}
migrateAll(databaseUrl, logger)
  .then(() => process.exit(0))
  .catch((error) => {
    logger.fatal({ err: error }, 'migration failed');
    process.exit(1);
  });
