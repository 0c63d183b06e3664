import { addUtcDays, utcDayOf } from '@journal/config';
import { ForbiddenError } from '@journal/errors';
import { listJournals } from '../../repositories/journals.repository';
import { computedFigures, type FiguresSource } from './computed-figures';
import type { EditorialFigures, Period } from './editorial-figures';
import { editorialFiguresOfRow } from './figures-of-rows';

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
  source: FiguresSource,
  shown: { scope: readonly string[] | undefined; journal?: string | undefined },
  period: Period,
): Promise<{ journals: JournalFigures[]; total: EditorialFigures; totalTransfers: TransferCounts }> {
  const { scope, journal } = shown;
  // An archived journal has no column, and its papers leave the totals with it.
  const journals = (await listJournals(source.db)).filter(
    (j) => !j.archived && (!scope || scope.includes(j.id)),
  );
  const chosen = journals.filter((j) => !journal || j.id === journal);
  if (journal && chosen.length === 0) {
    throw new ForbiddenError('You can see the figures of your own journals only');
  }
  const figures = await computedFigures(
    source,
    chosen.map((j) => j.id),
    period,
  );
  const transfersOf = (journalId: string | null): TransferCounts => {
    const { transferredIn, transferredOut } = figures.of(journalId);
    return { transferredIn, transferredOut };
  };
  return {
    // Names come from the journals' list of this request, not the cache: a renamed journal shows its new name.
    journals: chosen.map((j) => ({
      slug: j.id,
      name: j.name,
      figures: editorialFiguresOfRow(figures.of(j.id), period),
      ...transfersOf(j.id),
    })),
    total: editorialFiguresOfRow(figures.of(null), period),
    totalTransfers: transfersOf(null),
  };
}
