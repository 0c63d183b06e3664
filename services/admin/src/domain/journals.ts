import type { JournalLookup as Lookup } from '@journal/journals';

export { journalLookup } from '@journal/journals';

/** A journal as the dashboard knows it (admin.journals, fed by the journals service's events). */
export interface Journal {
  id: string;
  name: string;
  /** Archived: its submissions keep its name, but it leaves the filters and the analytics columns. */
  archived?: boolean;
}

/** Finds a journal by slug or name (journalLookup of @journal/journals over admin.journals). */
export type JournalLookup = Lookup<Journal>;
