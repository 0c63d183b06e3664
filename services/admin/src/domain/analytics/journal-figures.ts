import { addUtcDays, utcDayOf } from '@journal/config';
import type { Queryable } from '@journal/db';
import { ForbiddenError } from '@journal/errors';
import { paperFacts, transfersOutOf } from '../../repositories/analytics-facts.repository';
import { listJournals } from '../../repositories/journals.repository';
import { editorialFigures, withinPeriod, type EditorialFigures, type Period } from './editorial-figures';

/** Issue 44 item 1: papers that came in from, or left for, a sister journal in the period. */
export interface TransferCounts {
  transferredIn: number;
  transferredOut: number;
}

export interface JournalFigures extends TransferCounts {
  slug: string;
  name: string;
  figures: EditorialFigures;
}

/** Without dates: the last twelve months to today. */
export function periodOf(query: { from?: string; to?: string }, now: Date): Period {
  const to = query.to ?? utcDayOf(now);
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  const from = query.from ?? utcDayOf(addUtcDays(yearAgo, 1));
  return { from, to };
}

/**
 * The editorial figures of each journal shown and of them all. `scope`: an editor's journals (undefined
 * for the administrator); `journal`: only that one, which must be in the scope.
 */
export async function figuresByJournal(
  db: Queryable,
  shown: { scope: readonly string[] | undefined; journal?: string | undefined },
  period: Period,
): Promise<{ journals: JournalFigures[]; total: EditorialFigures; totalTransfers: TransferCounts }> {
  const { scope, journal } = shown;
  // An archived journal has no column, and its papers leave the totals with it.
  const journals = (await listJournals(db)).filter((j) => !j.archived && (!scope || scope.includes(j.id)));
  const chosen = journal ? journals.filter((j) => j.id === journal) : journals;
  if (journal && chosen.length === 0) {
    throw new ForbiddenError('You can see the figures of your own journals only');
  }
  const papers = await paperFacts(
    db,
    chosen.map((j) => j.id),
  );
  const within = withinPeriod(period);
  const outs = (
    await transfersOutOf(
      db,
      chosen.map((j) => j.id),
    )
  ).filter((t) => within(t.at));
  const transfersOf = (journalId?: string): TransferCounts => ({
    transferredIn: papers.filter(
      (p) => p.transferredFrom && (!journalId || p.journalId === journalId) && within(p.submittedAt),
    ).length,
    transferredOut: outs.filter((t) => !journalId || t.fromJournal === journalId).length,
  });
  return {
    journals: chosen.map((j) => ({
      slug: j.id,
      name: j.name,
      figures: editorialFigures(
        papers.filter((p) => p.journalId === j.id),
        period,
      ),
      ...transfersOf(j.id),
    })),
    total: editorialFigures(papers, period),
    totalTransfers: transfersOf(),
  };
}
