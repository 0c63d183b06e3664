import type { BoardMember } from '@journal/journals';

// The stored journal belongs to its repository; the domain and its callers name it from here.
export type { Journal, JournalChanges } from '../repositories/journal.types';

export interface PastBoardMember extends BoardMember {
  leftAt: string;
}

export interface Board {
  members: BoardMember[];
  pastMembers: PastBoardMember[];
}
