import type { Pool } from 'pg';

/**
 * A record of every write to the services' tables, for tests that must prove a request changed nothing:
 * an AFTER INSERT/UPDATE/DELETE row trigger and an AFTER TRUNCATE statement trigger (row triggers do not see
 * a TRUNCATE) on every table of the given schemas append to a table of the test's own schema. Checking it
 * costs one small query, where hashing every table costs a scan of the whole database; and it is stricter:
 * a write that leaves the same values (an UPDATE to the same row, an insert then a delete) is seen too.
 * A rolled-back transaction leaves no entry, as it leaves no change. Only for a test's own database.
 */
export interface WriteEntry {
  id: string;
  /** `schema.table` */
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
  /** The row written (the old one for a DELETE), cut to 300 characters: for the failure message only. */
  row: string | null;
}

export interface WriteLog {
  /** The entries not yet cleared, oldest first (at most `limit`). */
  entries(limit?: number): Promise<WriteEntry[]>;
  /** How many entries there are and the highest id (0 when none): a cheap change detector. */
  summary(): Promise<{ count: number; maxId: string }>;
  /**
   * Clears the entries up to `maxId` when exactly `count` of them are there (what a `summary` saw), and
   * says whether it did: a write that committed after the summary under a lower id is never cleared unseen.
   */
  clearSeen(seen: { count: number; maxId: string }): Promise<boolean>;
  /** The tables of the schemas that have no trigger (created after `installWriteLog`): must be none. */
  uncovered(): Promise<string[]>;
}

/** The test's schema: not one of the services', so the log's own rows are not logged. */
const LOG_SCHEMA = 'test_write_log';
const ROW_TRIGGER = 'zz_test_write_log_row';
const TRUNCATE_TRIGGER = 'zz_test_write_log_truncate';

/** The ordinary and partitioned tables of `schemas` (partitions get their parent's row trigger). */
const TABLES_SQL = `
  SELECT c.oid, n.nspname AS schema, c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition`;

export async function installWriteLog(pool: Pool, schemas: readonly string[]): Promise<WriteLog> {
  await pool.query(`
    CREATE SCHEMA ${LOG_SCHEMA};
    CREATE TABLE ${LOG_SCHEMA}.entries (
      id bigserial PRIMARY KEY,
      table_name text NOT NULL,
      op text NOT NULL,
      row_text text
    );
    CREATE FUNCTION ${LOG_SCHEMA}.record() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${LOG_SCHEMA}.entries (table_name, op, row_text)
      VALUES (
        TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME,
        TG_OP,
        CASE TG_OP WHEN 'TRUNCATE' THEN NULL
                   WHEN 'DELETE' THEN left(to_jsonb(OLD)::text, 300)
                   ELSE left(to_jsonb(NEW)::text, 300) END
      );
      RETURN NULL;
    END $$;`);
  const { rows } = await pool.query<{ schema: string; name: string }>(TABLES_SQL, [schemas]);
  if (!rows.length) throw new Error(`no tables in ${schemas.join(', ')}: migrate before installing the log`);
  const ddl = rows.map(({ schema, name }) => {
    const table = `"${schema}"."${name}"`;
    return (
      `CREATE TRIGGER ${ROW_TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON ${table} ` +
      `FOR EACH ROW EXECUTE FUNCTION ${LOG_SCHEMA}.record();` +
      `CREATE TRIGGER ${TRUNCATE_TRIGGER} AFTER TRUNCATE ON ${table} ` +
      `FOR EACH STATEMENT EXECUTE FUNCTION ${LOG_SCHEMA}.record();`
    );
  });
  await pool.query(ddl.join('\n'));

  return {
    async entries(limit = 20) {
      const { rows: found } = await pool.query<WriteEntry>(
        `SELECT id, table_name AS "table", op, row_text AS row FROM ${LOG_SCHEMA}.entries ORDER BY id LIMIT $1`,
        [limit],
      );
      return found;
    },
    async summary() {
      const {
        rows: [row],
      } = await pool.query<{ count: number; max_id: string }>(
        `SELECT count(*)::int AS count, coalesce(max(id), 0)::text AS max_id FROM ${LOG_SCHEMA}.entries`,
      );
      return { count: row!.count, maxId: row!.max_id };
    },
    async clearSeen(seen) {
      // One statement: it sees one snapshot, so the count it checks is the count it deletes.
      const {
        rows: [row],
      } = await pool.query<{ cleared: boolean }>(
        `WITH present AS (SELECT count(*)::int AS n FROM ${LOG_SCHEMA}.entries WHERE id <= $1),
              gone AS (DELETE FROM ${LOG_SCHEMA}.entries WHERE id <= $1 AND (SELECT n FROM present) = $2)
         SELECT (SELECT n FROM present) = $2 AS cleared`,
        [seen.maxId, seen.count],
      );
      return row!.cleared;
    },
    async uncovered() {
      const { rows: missing } = await pool.query<{ table: string }>(
        `SELECT t.schema || '.' || t.name AS table FROM (${TABLES_SQL}) t
          WHERE (SELECT count(*) FROM pg_trigger g
                  WHERE g.tgrelid = t.oid AND g.tgname IN ('${ROW_TRIGGER}', '${TRUNCATE_TRIGGER}')) < 2
          ORDER BY 1`,
        [schemas],
      );
      return missing.map((row) => row.table);
    },
  };
}
