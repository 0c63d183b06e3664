import path from 'node:path';

/** The Postgres schema this service owns (docs/conventions.md). */
export const SCHEMA = 'identity';
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
