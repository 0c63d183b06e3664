import type { ChecklistItem, JournalFields } from '@journal/journals';

/** A journal as the service stores and serves it (the public view leaves out `coverKey`). */
export interface Journal extends JournalFields {
  /** Archived by the administrator: out of the site's journal lists, no submissions; pages stay. */
  archived: boolean;
  /** Came with the install (the first start's seed): removed by the sample-content action. */
  sample: boolean;
  /** The submission checklist (issue 42, item 8); changed only through its own route. */
  checklist: ChecklistItem[];
  /** No checklist of its own: `checklist` is the publisher's (issue 44 item 3). */
  checklistInherited: boolean;
  coverKey: string | null;
  coverContentType: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The fields an administrator may change (everything but the slug and what the service keeps). */
export type JournalChanges = Partial<
  Omit<
    Journal,
    | 'slug'
    | 'sample'
    | 'checklist'
    | 'checklistInherited'
    | 'coverKey'
    | 'coverContentType'
    | 'version'
    | 'createdAt'
    | 'updatedAt'
  >
>;
