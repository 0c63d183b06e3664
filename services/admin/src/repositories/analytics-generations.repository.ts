import type { Queryable } from '@journal/db';

/**
 * The generation of each journal's analytics rows (issue 45), in the order asked; 0 for a journal whose
 * rows no event changed yet. The analytics writes bump it (analytics-events.repository.ts).
 */
export async function journalGenerations(db: Queryable, journalIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ generation: string }>(
    `SELECT coalesce(g.generation, 0)::text AS generation
       FROM unnest($1::text[]) WITH ORDINALITY AS j(journal_id, n)
       LEFT JOIN admin.analytics_generations g USING (journal_id)
      ORDER BY j.n`,
    [journalIds],
  );
  return rows.map((r) => r.generation);
}
