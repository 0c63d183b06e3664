import type { JournalLookup as Lookup } from '@journal/journals';
import type { Journal } from '../repositories/journals.repository';

export { journalLookup } from '@journal/journals';
export type { Journal } from '../repositories/journals.repository';

export const JOURNAL_CLOSED_MESSAGE = 'This journal is not accepting submissions';
export const JOURNAL_ARCHIVED_MESSAGE = 'This journal has been archived and no longer accepts submissions';

/** Finds a journal by slug or name (journalLookup of @journal/journals over submission.journals). */
export type JournalLookup = Lookup<Journal>;
