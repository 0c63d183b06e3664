// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The ten journals of the family: menu entries, submission cards and landing-page headers. Ids, subject
// names and icons come from the catalogue the services share (libs/journals); the rest is presentation
// (data/journals.json).
import { JOURNALS as CATALOGUE } from '@journal/journals';
import presentation from './data/journals.json';
import type { JournalId, JournalSummary } from './journal.types';
import { journalPresentation } from './landing.schema';

const PRESENTATION = journalPresentation.parse(presentation);

export const JOURNALS: readonly JournalSummary[] = CATALOGUE.map((journal) => ({
  ...journal,
  ...PRESENTATION[journal.id],
}));

export function findJournal(id: string | undefined): JournalSummary | undefined {
  return JOURNALS.find((journal) => journal.id === id);
}

export function journalPath(id: JournalId): string {
  return `/journals/${id}`;
}
