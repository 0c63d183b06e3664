import path from 'node:path';

/** The Postgres schema this service owns. */
export const SCHEMA = 'journals';
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', 'migrations');
