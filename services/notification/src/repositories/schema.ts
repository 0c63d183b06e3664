import path from 'node:path';

/** Postgres schema owned by this service. */
export const SCHEMA = 'notification';
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');
