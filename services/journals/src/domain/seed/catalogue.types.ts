// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Shapes of the static catalogues: the wire entries the SPA reads (@journal/journals).
import type { DirectoryJournal as DirectoryEntry } from '@journal/journals';

export type { Book, Platform, ResearchDatabase } from '@journal/journals';

/** Every seeded directory journal has an impact factor (an editor's entry may leave it out). */
export type DirectoryJournal = DirectoryEntry & { impactFactor: number };
