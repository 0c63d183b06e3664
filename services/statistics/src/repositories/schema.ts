import path from 'node:path';

/** The Postgres schema this service owns. */
export const SCHEMA = 'statistics';
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');
