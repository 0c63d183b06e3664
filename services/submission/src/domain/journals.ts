/**
 * A journal as the submission service knows it: its read model of the journals service's events
 * (submission.journals, ADR 0032). `id` is the journal's slug.
 */
export interface Journal {
  id: string;
  name: string;
  icon: string;
  acceptingSubmissions: boolean;
}

export const JOURNAL_CLOSED_MESSAGE = 'This journal is not accepting submissions';

/** Finds a journal by slug (`civil-engineering`) or name (`Civil Engineering`), any case, spaces trimmed. */
export type JournalLookup = (slugOrName: string | undefined) => Journal | undefined;

/** The lookup over a list of journals; a slug wins over another journal's name. */
export function journalLookup(journals: readonly Journal[]): JournalLookup {
  const bySlug = new Map(journals.map((j) => [j.id, j]));
  const byName = new Map<string, Journal>();
  for (const journal of journals) {
    const name = journal.name.toLowerCase();
    if (!byName.has(name)) byName.set(name, journal);
  }
  return (slugOrName) => {
    if (typeof slugOrName !== 'string') return undefined;
    const key = slugOrName.trim().toLowerCase();
    return bySlug.get(key) ?? byName.get(key);
  };
}
