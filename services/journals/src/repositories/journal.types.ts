import type { JournalFields } from '@journal/journals';

/** A journal as the service stores and serves it (the public view leaves out `coverKey`). */
export interface Journal extends JournalFields {
  /** Archived by the administrator: out of the site's journal lists, no submissions; pages stay. */
  archived: boolean;
  /** Came with the install (the first start's seed): removed by the sample-content action. */
  sample: boolean;
  coverKey: string | null;
  coverContentType: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The fields an administrator may change (everything but the slug and what the service keeps). */
export type JournalChanges = Partial<
  Omit<Journal, 'slug' | 'sample' | 'coverKey' | 'coverContentType' | 'version' | 'createdAt' | 'updatedAt'>
>;
