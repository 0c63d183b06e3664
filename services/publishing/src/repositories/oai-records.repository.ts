import type { Queryable } from '@journal/db';
import type { Article } from './article.types';
import { ARTICLE_COLUMNS } from './article-reads.repository';

/** An article as a record: withdrawn ones included (deleted records), with its keyset position. */
export interface OaiRecordRow extends Article {
  stamp: string;
}

export interface OaiSelection {
  from?: string;
  until?: string;
  set?: string;
}

/** Day-granularity bounds in UTC: from 00:00 of `from` up to (excluding) 00:00 of the day after `until`. */
const FILTER = `($1::date IS NULL OR a.modified_at >= ($1::date::timestamp AT TIME ZONE 'UTC'))
  AND ($2::date IS NULL OR a.modified_at < (($2::date + 1)::timestamp AT TIME ZONE 'UTC'))
  AND ($3::text IS NULL OR a.journal_id = $3)`;

const STAMP = `(extract(epoch FROM a.modified_at) * 1000000)::bigint::text`;

/** One page of records in datestamp order, after the keyset `after`; `limit + 1` rows tell if more follow. */
export async function oaiRecordsPage(
  db: Queryable,
  selection: OaiSelection,
  after: { stamp: string; id: string } | undefined,
  limit: number,
): Promise<OaiRecordRow[]> {
  const { rows } = await db.query<OaiRecordRow>(
    `SELECT ${ARTICLE_COLUMNS}, ${STAMP} AS stamp FROM publishing.articles a
      WHERE ${FILTER}
        AND ($4::bigint IS NULL OR (a.modified_at, a.id) >
             (timestamptz 'epoch' + $4::bigint * interval '1 microsecond', $5::uuid))
      ORDER BY a.modified_at, a.id LIMIT $6`,
    [
      selection.from ?? null,
      selection.until ?? null,
      selection.set ?? null,
      after?.stamp ?? null,
      after?.id ?? null,
      limit,
    ],
  );
  return rows;
}

export async function countOaiRecords(db: Queryable, selection: OaiSelection): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM publishing.articles a WHERE ${FILTER}`,
    [selection.from ?? null, selection.until ?? null, selection.set ?? null],
  );
  return rows[0]!.n;
}

/** The oldest datestamp (Identify's earliestDatestamp); undefined while there is no record. */
export async function earliestDatestamp(db: Queryable): Promise<Date | undefined> {
  const { rows } = await db.query<{ earliest: Date | null }>(
    'SELECT min(modified_at) AS earliest FROM publishing.articles',
  );
  return rows[0]?.earliest ?? undefined;
}
