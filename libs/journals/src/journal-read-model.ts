/**
 * What a service's read model of the journals service's journals shares (ADR 0032): each consuming service
 * keeps its own `<schema>.journals` table with the columns it needs, plus `slug`, `position` and `version`.
 */

/** The query function of a pg pool or client (libs/journals does not depend on pg). */
export interface JournalsQueryable {
  query<R extends object>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Stores a journal as its event says when the event is newer than the row (a new journal goes last in
 * the list); older and repeated versions change nothing. `columns` are the table's columns besides
 * `position` and `version`, `slug` included. Returns the `returning` expression's row (default the slug)
 * when the row was written, undefined when the event was not newer.
 */
export async function upsertJournalIfNewer<R extends object = { slug: string }>(
  db: JournalsQueryable,
  schema: string,
  columns: { slug: string } & Record<string, unknown>,
  version: number,
  returning = 'slug',
): Promise<R | undefined> {
  const names = Object.keys(columns);
  for (const name of [schema, ...names])
    if (!IDENTIFIER.test(name)) throw new Error(`invalid SQL identifier "${name}"`);
  const table = `${schema}.journals`;
  const placeholders = names.map((_, i) => `$${i + 1}`);
  const updates = [...names.filter((name) => name !== 'slug'), 'version'].map(
    (name) => `${name} = EXCLUDED.${name}`,
  );
  const { rows } = await db.query<R>(
    `INSERT INTO ${table} AS t (${names.join(', ')}, position, version)
     VALUES (${placeholders.join(', ')}, (SELECT coalesce(max(position), 0) + 1 FROM ${table}), $${names.length + 1})
     ON CONFLICT (slug) DO UPDATE SET ${updates.join(', ')}
     WHERE t.version < EXCLUDED.version
     RETURNING ${returning}`,
    [...Object.values(columns), version],
  );
  return rows[0];
}

/**
 * Drops a deleted journal's row (journals.journal_deleted.v1) unless the row already holds a newer
 * version. Returns whether a row was removed.
 */
export async function deleteJournalIfNewer(
  db: JournalsQueryable,
  schema: string,
  slug: string,
  version: number,
): Promise<boolean> {
  if (!IDENTIFIER.test(schema)) throw new Error(`invalid SQL identifier "${schema}"`);
  const { rows } = await db.query<{ slug: string }>(
    `DELETE FROM ${schema}.journals WHERE slug = $1 AND version < $2 RETURNING slug`,
    [slug, version],
  );
  return rows.length > 0;
}

/** A journal a service's lookup can find: its slug as `id`, and its name. */
export interface NamedJournal {
  id: string;
  name: string;
}

/** Finds a journal by slug (`civil-engineering`) or name (`Civil Engineering`), any case, spaces trimmed. */
export type JournalLookup<J extends NamedJournal> = (slugOrName: string | undefined) => J | undefined;

/** The lookup over a list of journals; a slug wins over another journal's name. */
export function journalLookup<J extends NamedJournal>(journals: readonly J[]): JournalLookup<J> {
  const bySlug = new Map(journals.map((j) => [j.id, j]));
  const byName = new Map<string, J>();
  for (const journal of journals) {
    const name = journal.name.toLowerCase();
    if (!byName.has(name)) byName.set(name, journal);
  }
  return (slugOrName) => {
    if (typeof slugOrName !== 'string') return undefined;
    const key = slugOrName.trim().toLowerCase();
    return bySlug.get(key) ?? byName.get(key);
  };
}
