/** A journal as the dashboard knows it (admin.journals, fed by the journals service's events). */
export interface Journal {
  id: string;
  name: string;
}

/** Finds a journal by slug (`civil-engineering`) or name (`Civil Engineering`), any case, spaces trimmed. */
export type JournalLookup = (slugOrName: string) => Journal | undefined;

/** The lookup over a list of journals; a slug wins over another journal's name. */
export function journalLookup(journals: readonly Journal[]): JournalLookup {
  const bySlug = new Map(journals.map((j) => [j.id, j]));
  const byName = new Map<string, Journal>();
  for (const journal of journals) {
    const name = journal.name.toLowerCase();
    if (!byName.has(name)) byName.set(name, journal);
  }
  return (slugOrName) => {
    const key = slugOrName.trim().toLowerCase();
    return bySlug.get(key) ?? byName.get(key);
  };
}
