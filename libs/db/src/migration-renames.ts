import type { ClientBase } from 'pg';

/**
 * Migration files renamed after databases had applied them under their old names (issue 27: two files
 * shared a number). node-pg-migrate records a migration by its file name, so before it runs, the recorded
 * names are rewritten to the new ones; otherwise it would refuse (`checkOrder`) or run them again.
 * Keyed by the service's schema; old name -> new name, both without `.sql`. Entries are never removed:
 * a database last migrated long ago still needs them.
 */
export const MIGRATION_RENAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  identity: {
    '002_sessions': '003_sessions',
    '003_user_orcid': '004_user_orcid',
    '004_outbox_trace_context': '005_outbox_trace_context',
    '005_verification_mails_by_address': '006_verification_mails_by_address',
  },
  submission: {
    '004_submission_versions_and_decisions': '005_submission_versions_and_decisions',
    '005_submission_reviewers': '006_submission_reviewers',
    '006_reviewer_copies': '007_reviewer_copies',
  },
};

/** node-pg-migrate's own advisory lock id: renaming waits for (and excludes) a migration in progress. */
const PG_MIGRATE_LOCK_ID = '7241865325823964';

/**
 * Rewrites recorded names in one transaction under the migration lock. Idempotent: only rows still
 * holding an old name change, all at once (old and new names never overlap within one rename).
 * Returns how many rows changed.
 */
export async function applyMigrationRenames(
  client: ClientBase,
  schema: string,
  table: string,
  renames: Readonly<Record<string, string>> = MIGRATION_RENAMES[schema] ?? {},
): Promise<number> {
  const pairs = Object.entries(renames);
  if (pairs.length === 0) return 0;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [PG_MIGRATE_LOCK_ID]);
    const qualified = `"${schema}"."${table}"`;
    const exists = await client.query<{ found: string | null }>('SELECT to_regclass($1) AS found', [
      qualified,
    ]);
    let changed = 0;
    if (exists.rows[0]?.found) {
      const result = await client.query(
        `UPDATE ${qualified} AS m SET name = r.new_name
           FROM unnest($1::text[], $2::text[]) AS r(old_name, new_name)
          WHERE m.name = r.old_name`,
        [pairs.map(([from]) => from), pairs.map(([, to]) => to)],
      );
      changed = result.rowCount ?? 0;
    }
    await client.query('COMMIT');
    return changed;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
