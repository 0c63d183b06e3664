/**
 * The computed figures kept in memory (issue 45), each under a key that names the journals, the period and
 * every journal's generation (`admin.analytics_generations`). The analytics consumer bumps a journal's
 * generation with each change of its rows, so a changed journal's key is new and its old entry is never
 * read again (it ages out of the list); nothing expires by time. The generations live in Postgres, so
 * several instances of the service agree on them. A second request for a key being computed waits for the
 * first one's answer instead of computing it again.
 */
export interface FiguresCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Enough for every journal's page of a few periods; entries are small (one answer's figures). */
const DEFAULT_ENTRIES = 500;

export function createFiguresCache(maxEntries = DEFAULT_ENTRIES): FiguresCache {
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept) {
        // Read again: the most recently used entries stay when the list is full.
        entries.delete(key);
        entries.set(key, kept);
        return kept as Promise<T>;
      }
      const computing = compute();
      entries.set(key, computing);
      // A failed computation is not kept: the next request tries again.
      computing.catch(() => {
        if (entries.get(key) === computing) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return computing;
    },
  };
}
