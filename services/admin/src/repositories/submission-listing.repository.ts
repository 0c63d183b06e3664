import type { Queryable } from '@journal/db';
import type { ListingFilters, SortField, SortOrder } from './listing-filters.types';
import type { SubmissionRow } from './submission-row.types';

/** Every column of a listing row (SubmissionRow). */
export const COLUMNS = `id, author_id, email, given_names, family_name, paper_title, abstract, keywords, co_authors, journal_id,
  journal_name, journal_icon, status, has_file, file_extension, submitted_at, updated_at`;

/**
 * Sort expressions, each matching one index of migration 001 exactly (expression and collation), so
 * ORDER BY ... LIMIT is an index range scan. Text sorts: case-insensitive, byte order.
 */
const SORT_EXPRESSIONS: Record<SortField, { sql: (t?: string) => string; cast: string }> = {
  submission_date: { sql: (t = '') => `${t}submitted_at`, cast: 'timestamptz' },
  given_names: { sql: (t = '') => `lower(${t}given_names) COLLATE "C"`, cast: 'text' },
  paper_title: { sql: (t = '') => `lower(${t}paper_title) COLLATE "C"`, cast: 'text' },
  journal_name: { sql: (t = '') => `lower(${t}journal_name) COLLATE "C"`, cast: 'text' },
  status: { sql: (t = '') => `${t}status COLLATE "C"`, cast: 'text' },
};

/** LIKE pattern for a substring: the user's %, _ and \ match themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereClause(filters: ListingFilters, params: unknown[]): string {
  const conditions: string[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filters.journalId) add((p) => `journal_id = ${p}`, filters.journalId);
  if (filters.scope) add((p) => `journal_id = ANY(${p}::text[])`, [...filters.scope]);
  if (filters.id) add((p) => `id = ${p}::uuid`, filters.id);
  if (filters.status) add((p) => `status = ${p}`, filters.status);
  if (filters.from) add((p) => `submitted_at >= ${p}`, filters.from);
  if (filters.until) add((p) => `submitted_at < ${p}`, filters.until);
  if (filters.search) add((p) => `search_text LIKE ${p}`, containsPattern(filters.search));
  if (filters.assignee)
    add((p) => `(handling_editor_id = ${p} OR handling_editor_id IS NULL)`, filters.assignee);
  if (filters.nextAction)
    add(
      (p) => `id IN (SELECT id FROM admin.submission_progress WHERE next_action = ${p})`,
      filters.nextAction,
    );
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** `tablePrefix` qualifies the columns (`s.`) where another relation also has an `id`. */
function orderClause(sortBy: SortField, order: SortOrder, tablePrefix = ''): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_EXPRESSIONS[sortBy].sql(tablePrefix)} ${direction}, ${tablePrefix}id ${direction}`;
}

/**
 * One page. The page's ids are found first (an index-only scan when no search applies, however deep
 * the page), then only those rows are read: OFFSET never walks the table itself.
 */
export async function listSubmissionRows(
  db: Queryable,
  query: { filters: ListingFilters; sortBy: SortField; sortOrder: SortOrder; limit: number; offset: number },
): Promise<SubmissionRow[]> {
  const params: unknown[] = [];
  const where = whereClause(query.filters, params);
  params.push(query.limit, query.offset);
  const columns = COLUMNS.split(',')
    .map((c) => `s.${c.trim()}`)
    .join(', ');
  const { rows } = await db.query<SubmissionRow>(
    `SELECT ${columns}
       FROM (SELECT id FROM admin.submissions ${where} ${orderClause(query.sortBy, query.sortOrder)}
              LIMIT $${params.length - 1} OFFSET $${params.length}) page
       JOIN admin.submissions s ON s.id = page.id
      ${orderClause(query.sortBy, query.sortOrder, 's.')}`,
    params,
  );
  return rows;
}

/**
 * Rows matching the filters. Journal/status-only filters read the trigger-kept counts table (a few
 * rows); dates and search count their matches through the indexes.
 */
export async function countSubmissionRows(db: Queryable, filters: ListingFilters): Promise<number> {
  const params: unknown[] = [];
  const countable = !filters.from && !filters.until && !filters.search && !filters.nextAction;
  if (countable && !filters.assignee && !filters.id) {
    const conditions: string[] = [];
    if (filters.journalId) conditions.push(`journal_id = $${params.push(filters.journalId)}`);
    if (filters.scope) conditions.push(`journal_id = ANY($${params.push([...filters.scope])}::text[])`);
    if (filters.status) conditions.push(`status = $${params.push(filters.status)}`);
    const { rows } = await db.query<{ total: number }>(
      `SELECT coalesce(sum(count), 0)::bigint AS total FROM admin.submission_counts ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
      params,
    );
    return rows[0]?.total ?? 0;
  }
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM admin.submissions ${whereClause(filters, params)}`,
    params,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Every matching row in sort order, as keyset batches (no OFFSET, no cursor held open), so an export of
 * any size reads each row once and memory holds one batch.
 */
export async function* iterateSubmissionBatches(
  db: Queryable,
  query: { filters: ListingFilters; sortBy: SortField; sortOrder: SortOrder },
  batchSize = 1000,
): AsyncGenerator<SubmissionRow[]> {
  const sort = SORT_EXPRESSIONS[query.sortBy];
  const comparison = query.sortOrder === 'asc' ? '>' : '<';
  let after: { key: string; id: string } | undefined;
  for (;;) {
    const params: unknown[] = [];
    let where = whereClause(query.filters, params);
    if (after) {
      params.push(after.key, after.id);
      const keyset = `(${sort.sql()}, id) ${comparison} ($${params.length - 1}::${sort.cast}${sort.cast === 'text' ? ' COLLATE "C"' : ''}, $${params.length}::uuid)`;
      where = where ? `${where} AND ${keyset}` : `WHERE ${keyset}`;
    }
    params.push(batchSize);
    const { rows } = await db.query<SubmissionRow & { sort_key: string }>(
      `SELECT ${COLUMNS}, (${sort.sql()})::text AS sort_key FROM admin.submissions ${where}
        ${orderClause(query.sortBy, query.sortOrder)} LIMIT $${params.length}`,
      params,
    );
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sort_key, id: last.id };
  }
}

/** The journal of a submission in the read model (an editor's scope check), or undefined when unknown. */
export async function journalOfSubmission(db: Queryable, id: string): Promise<string | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const { rows } = await db.query<{ journal_id: string }>(
    'SELECT journal_id FROM admin.submissions WHERE id = $1',
    [id],
  );
  return rows[0]?.journal_id;
}
