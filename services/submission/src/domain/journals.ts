import type { JournalLookup as Lookup } from '@journal/journals';

export { journalLookup } from '@journal/journals';

/**
 * A journal as the submission service knows it: its read model of the journals service's events
 * (submission.journals, ADR 0032). `id` is the journal's slug.
 */
export interface Journal {
  id: string;
  name: string;
  icon: string;
  acceptingSubmissions: boolean;
  /** Archived by the administrator: its papers stay, new ones are refused. */
  archived?: boolean;
}

export const JOURNAL_CLOSED_MESSAGE = 'This journal is not accepting submissions';
export const JOURNAL_ARCHIVED_MESSAGE = 'This journal has been archived and no longer accepts submissions';

/** Finds a journal by slug or name (journalLookup of @journal/journals over submission.journals). */
export type JournalLookup = Lookup<Journal>;
