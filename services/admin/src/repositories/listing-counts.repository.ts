import type { Pool } from '@journal/db';
import type { ListingFilters } from './listing-filters.types';
import { countSubmissionRows } from './submission-listing.repository';

export interface ListingCounts {
  /** Rows matching `filters`, exact for the read model as of this call. */
  count(filters: ListingFilters): Promise<number>;
}

/**
 * Counts with a memory of searches and date ranges. Counting a common word among a million rows reads
 * every matching row, so such a count is kept with the read model's generation (migration 002) and reused
 * while that generation is current: paging through one search counts it once, and any change to the
 * read model, on any instance, makes every kept count stale. Generation and count are read in one
 * snapshot (REPEATABLE READ), so a kept count always belongs to its generation. Journal/status-only
 * filters read the trigger-kept counts table and need no memory.
 */
export function createListingCounts(pool: Pool, maxEntries = 1000): ListingCounts {
  // Each count keeps the generation it was read at: concurrent calls may see different generations.
  const kept = new Map<string, { generation: string; total: number }>();

  return {
    async count(filters) {
      // Next actions follow review events and the calendar, not the generation: counted every time.
      if (
        (!filters.search && !filters.from && !filters.until) ||
        filters.nextAction ||
        filters.assignee ||
        filters.id
      )
        return Number(await countSubmissionRows(pool, filters));
      const key = JSON.stringify([
        filters.journalId,
        filters.scope ? [...filters.scope].sort() : null,
        filters.status,
        filters.from,
        filters.until,
        filters.search,
      ]);
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const { rows } = await client.query<{ generation: string }>(
          'SELECT generation::text AS generation FROM admin.read_model_generation',
        );
        const generation = rows[0]!.generation;
        const known = kept.get(key);
        let total = known?.generation === generation ? known.total : undefined;
        if (total === undefined) {
          total = Number(await countSubmissionRows(client, filters));
          kept.delete(key); // re-inserted last: the oldest entries go first when the map is full
          kept.set(key, { generation, total });
          if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
        }
        await client.query('COMMIT');
        return total;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
