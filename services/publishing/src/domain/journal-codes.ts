import type { JournalId } from '@journal/journals';

/**
 * Each journal's abbreviation, the middle part of its DOIs (`10.5555/ce.2026.00001`). A Record over
 * every journal id, so a journal added to the catalogue without one does not compile. Never change an
 * existing code: minted DOIs are permanent.
 */
export const JOURNAL_CODES: Record<JournalId, string> = {
  'civil-engineering': 'CE',
  'mechanical-engineering': 'ME',
  'electronics-engineering': 'ECE',
  'electrical-engineering': 'EE',
  'computer-science-engineering': 'CSE',
  'applied-science': 'AS',
  'ai-ml-data-science': 'AIML',
  'law-social-science': 'LSS',
  education: 'EDU',
  management: 'MGMT',
};

/** The lower-case abbreviation used in DOIs; an unknown id (events carry ids as strings) gets its own. */
export function journalCode(journalId: string): string {
  const code = (JOURNAL_CODES as Record<string, string | undefined>)[journalId];
  return (code ?? journalId.replace(/[^a-z0-9]+/gi, '')).toLowerCase();
}
