import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from '../../src';

export const SERVICES = path.resolve(__dirname, '../../../../services');

/** A service's migration files (SQL, and TypeScript where the DDL comes from a library), in run order. */
export async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((file) => /\.(sql|ts)$/.test(file)).sort();
}

export const migrationName = (file: string): string => file.replace(/\.(sql|ts)$/, '');

/**
 * A temporary migrations folder of links to the given files, under the given names. Links, not copies:
 * a TypeScript migration then resolves its imports (`@journal/events`) from where it really lives.
 */
export async function linkedMigrations(prefix: string, files: Array<{ name: string; target: string }>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  for (const { name, target } of files) await symlink(target, path.join(dir, name));
  return dir;
}

/** Everything a migration can create in a schema, in a comparable form (column order included). */
export async function schemaShape(pool: Pool, schema: string) {
  const q = async (sql: string) => (await pool.query(sql, [schema])).rows;
  return {
    columns: await q(
      `SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default, is_identity,
              identity_generation
         FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, column_name`,
    ),
    indexes: await q('SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname'),
    constraints: await q(
      `SELECT c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
         JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = $1 ORDER BY c.conname`,
    ),
    triggers: await q(
      `SELECT event_object_table, trigger_name, action_statement FROM information_schema.triggers
        WHERE trigger_schema = $1 ORDER BY event_object_table, trigger_name, event_manipulation`,
    ),
    functions: await q(
      `SELECT p.proname, pg_get_functiondef(p.oid) AS def FROM pg_proc p
         JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1 ORDER BY p.proname`,
    ),
  };
}
