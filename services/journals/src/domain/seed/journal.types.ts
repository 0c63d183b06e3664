// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Shapes of the journal content: the ten-journal catalogue and each journal's landing page.

import { JOURNALS as CATALOGUE, type JournalId } from '@journal/journals';

export type { JournalId };

/** Ids of the ten journals, in menu order (the catalogue shared with the services). */
export const JOURNAL_IDS: readonly JournalId[] = CATALOGUE.map((journal) => journal.id);

/** One journal as the menu, the submission grid and the landing header show it. */
export interface JournalSummary {
  id: JournalId;
  abbreviation: string;
  /** Short subject name used in menus and cards, e.g. 'Civil Engineering'. */
  name: string;
  fullName: string;
  description: string;
  icon: string;
  /** Header background of the landing page; white text must stay readable on it. */
  color: string;
}

export interface ScopeItem {
  title: string;
  description: string;
}

export interface BoardMember {
  name: string;
  role: string;
  /** Empty when the journal has not published the member's affiliation. */
  affiliation: string;
}

/**
 * Most journals list board members as cards; Management lists an Editor-in-Chief name and member names,
 * both still to be appointed.
 */
export type EditorialBoard =
  | { kind: 'cards'; members: BoardMember[] }
  | { kind: 'chief-and-members'; editorInChief: string | null; members: string[] };

export interface JournalLanding {
  id: JournalId;
  about: string[];
  aimAndScopeIntro: string[];
  scope: ScopeItem[];
  editorialBoard: EditorialBoard;
  /** Text shown when the board has nobody listed yet. */
  emptyBoardText: string;
  /** Management shows Aim and Scope before the Editorial Board. */
  sectionOrder: 'board-first' | 'scope-first';
}

export const EMPTY_BOARD_TEXT = 'Editorial Board will be updated soon.';
