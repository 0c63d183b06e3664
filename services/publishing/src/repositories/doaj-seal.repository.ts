import type { Queryable } from '@journal/db';

/** What the DOAJ Seal's criteria are read from: the journal's live articles and published issues. */
export interface SealFacts {
  liveArticles: number;
  /** Licence code -> live articles under it. */
  licences: Record<string, number>;
  /** Live articles with at least one author's ORCID iD. */
  withOrcid: number;
  publishedIssues: number;
  /** Live articles whose newest DOAJ deposit is deposited. */
  depositedToDoaj: number;
}

export async function sealFactsOf(db: Queryable, journalId: string): Promise<SealFacts> {
  const { rows } = await db.query<{ licence: string; n: number; with_orcid: number; doaj: number }>(
    `SELECT a.licence, count(*)::int AS n,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM jsonb_array_elements(a.authors) au WHERE coalesce(au->>'orcid', '') <> ''))::int AS with_orcid,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM publishing.deposits d
               WHERE d.article_id = a.id AND d.registry = 'doaj' AND d.state = 'deposited'))::int AS doaj
       FROM publishing.articles a
      WHERE a.journal_id = $1 AND a.withdrawn_at IS NULL
      GROUP BY a.licence`,
    [journalId],
  );
  const issues = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM publishing.issues WHERE journal_id = $1 AND published_at IS NOT NULL`,
    [journalId],
  );
  return {
    liveArticles: rows.reduce((sum, r) => sum + r.n, 0),
    licences: Object.fromEntries(rows.map((r) => [r.licence, r.n])),
    withOrcid: rows.reduce((sum, r) => sum + r.with_orcid, 0),
    publishedIssues: issues.rows[0]?.n ?? 0,
    depositedToDoaj: rows.reduce((sum, r) => sum + r.doaj, 0),
  };
}
