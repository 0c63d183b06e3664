// How a journal's landing page arranges its sections. SPEC section 2 keeps one exception: Management (LJM)
// shows Aim and Scope before the Editorial Board and has its own text for an empty board.
export type SectionOrder = 'board-first' | 'scope-first';

export interface JournalLayout {
  sectionOrder: SectionOrder;
  /** Text shown when the board has nobody listed yet. */
  emptyBoardText: string;
}

export const EMPTY_BOARD_TEXT = 'Editorial Board will be updated soon.';

const EXCEPTIONS: Readonly<Record<string, JournalLayout>> = {
  management: {
    sectionOrder: 'scope-first',
    emptyBoardText: 'Editor-in-Chief and Editorial Board will be updated soon.',
  },
};

export function journalLayout(slug: string): JournalLayout {
  return EXCEPTIONS[slug] ?? { sectionOrder: 'board-first', emptyBoardText: EMPTY_BOARD_TEXT };
}
