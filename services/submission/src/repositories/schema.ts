import path from 'node:path';

/** The Postgres schema this service owns. */
export const SCHEMA = 'submission';
/** `services/<name>/migrations`, beside `src/`. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');
