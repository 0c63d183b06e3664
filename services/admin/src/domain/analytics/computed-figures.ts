import { DAY_MS } from '@journal/config';
import type { Queryable } from '@journal/db';
import { figuresRows, type FiguresRow } from '../../repositories/analytics-figures.repository';
import { journalGenerations } from '../../repositories/analytics-generations.repository';
import type { Period } from './editorial-figures';
import type { FiguresCache } from './figures-cache';

/** Where the figures come from: the analytics rows, and the cache of what was computed of them. */
export interface FiguresSource {
  db: Queryable;
  cache: FiguresCache;
}

/** The raw figures of each journal and of them all (journalId null) over the period, computed once. */
export async function computedFigures(
  source: FiguresSource,
  journalIds: readonly string[],
  period: Period,
): Promise<{ of(journalId: string | null): FiguresRow }> {
  // The generations are read before the figures: what is computed is at least as new as the key says.
  const generations = await journalGenerations(source.db, journalIds);
  const key = JSON.stringify([period.from, period.to, journalIds, generations]);
  const start = new Date(`${period.from}T00:00:00.000Z`);
  const end = new Date(new Date(`${period.to}T00:00:00.000Z`).getTime() + DAY_MS);
  const rows = await source.cache.get(key, () => figuresRows(source.db, journalIds, start, end));
  return {
    of(journalId) {
      const row = rows.find((r) => r.journalId === journalId);
      if (!row) throw new Error(`the figures have no row for ${journalId ?? 'all journals'}`);
      return row;
    },
  };
}
