/**
 * The ten journals of the family: the one list the submission service validates
 * against, the admin dashboard filters by and the SPA shows. Plain data, no Node or browser APIs, so
 * both the services and the SPA bundle import it.
 */
export const JOURNALS = [
  { id: 'civil-engineering', name: 'Civil Engineering', icon: '🏗️' },
  { id: 'mechanical-engineering', name: 'Mechanical Engineering', icon: '⚙️' },
  { id: 'electronics-engineering', name: 'Electronics Engineering', icon: '📡' },
  { id: 'electrical-engineering', name: 'Electrical Engineering', icon: '⚡' },
  { id: 'computer-science-engineering', name: 'Computer Science & Engineering', icon: '💻' },
  { id: 'applied-science', name: 'Applied Science', icon: '🔬' },
  { id: 'ai-ml-data-science', name: 'AI, ML & Data Science', icon: '🤖' },
  { id: 'law-social-science', name: 'Law & Social Science', icon: '⚖️' },
  { id: 'education', name: 'Education', icon: '🎓' },
  { id: 'management', name: 'Management', icon: '📊' },
] as const;

export type JournalId = (typeof JOURNALS)[number]['id'];

export interface Journal {
  id: JournalId;
  name: string;
  icon: string;
}

const byKey = new Map<string, Journal>();
for (const journal of JOURNALS) {
  byKey.set(journal.id, journal);
  byKey.set(journal.name.toLowerCase(), journal);
}

/** The journal named by id (`civil-engineering`) or display name (`Civil Engineering`), any case. */
export function findJournal(idOrName: string | undefined | null): Journal | undefined {
  if (typeof idOrName !== 'string') return undefined;
  return byKey.get(idOrName.trim().toLowerCase());
}

export function journalById(id: string): Journal {
  const journal = byKey.get(id);
  if (!journal) throw new Error(`unknown journal id "${id}"`);
  return journal;
}
