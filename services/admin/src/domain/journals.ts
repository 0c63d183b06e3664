import type { JournalLookup as Lookup } from '@journal/journals';
import type { Journal } from '../repositories/journals.repository';

export { journalLookup } from '@journal/journals';

/** Finds a journal by slug or name (journalLookup of @journal/journals over admin.journals). */
export type JournalLookup = Lookup<Journal>;
