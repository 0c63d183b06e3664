import type { Queryable } from '@journal/db';
import type { CatalogueKind } from '@journal/journals';

export type CatalogueEntry = { id: number } & Record<string, unknown>;

const toEntry = (row: { id: number; data: Record<string, unknown> }): CatalogueEntry => ({
  id: row.id,
  ...row.data,
});

export async function listEntries(db: Queryable, kind: CatalogueKind): Promise<CatalogueEntry[]> {
  const { rows } = await db.query<{ id: number; data: Record<string, unknown> }>(
    'SELECT id, data FROM journals.catalogue_entries WHERE kind = $1 ORDER BY id',
    [kind],
  );
  return rows.map(toEntry);
}

/** The next id of the kind; the table lock keeps two inserts from taking the same one. */
export async function insertEntry(
  db: Queryable,
  kind: CatalogueKind,
  data: Record<string, unknown>,
  id?: number,
): Promise<CatalogueEntry> {
  await db.query('LOCK TABLE journals.catalogue_entries IN SHARE ROW EXCLUSIVE MODE');
  const { rows } = await db.query<{ id: number; data: Record<string, unknown> }>(
    `INSERT INTO journals.catalogue_entries (kind, id, data)
     VALUES ($1, coalesce($3, (SELECT coalesce(max(id), 0) + 1 FROM journals.catalogue_entries WHERE kind = $1)), $2)
     RETURNING id, data`,
    [kind, JSON.stringify(data), id ?? null],
  );
  return toEntry(rows[0]!);
}

export async function replaceEntry(
  db: Queryable,
  kind: CatalogueKind,
  id: number,
  data: Record<string, unknown>,
): Promise<CatalogueEntry | undefined> {
  const { rows } = await db.query<{ id: number; data: Record<string, unknown> }>(
    'UPDATE journals.catalogue_entries SET data = $3 WHERE kind = $1 AND id = $2 RETURNING id, data',
    [kind, id, JSON.stringify(data)],
  );
  return rows[0] ? toEntry(rows[0]) : undefined;
}

export async function deleteEntry(db: Queryable, kind: CatalogueKind, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM journals.catalogue_entries WHERE kind = $1 AND id = $2', [
    kind,
    id,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Marks the entries the first start's seed stored as sample content. */
export async function markSampleEntries(db: Queryable): Promise<void> {
  await db.query('UPDATE journals.catalogue_entries SET sample = true');
}

/** How many sample entries are left, over all four catalogues. */
export async function countSampleEntries(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM journals.catalogue_entries WHERE sample',
  );
  return rows[0]?.n ?? 0;
}

/** Deletes every sample entry; returns how many went. */
export async function deleteSampleEntries(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM journals.catalogue_entries WHERE sample');
  return rowCount ?? 0;
}
