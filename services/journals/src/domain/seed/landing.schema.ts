// Seed (issue 27): each journal's landing page is data (data/landings/<id>.json); this checks one against the
// shape the journals seed turns into the journal's about, aims-and-scope and board.
import { z } from 'zod';
import { JOURNAL_IDS, type JournalLanding } from './journal.types';

const text = z.string().trim().min(1);
const journalId = z.enum(JOURNAL_IDS as [JournalLanding['id'], ...JournalLanding['id'][]]);

const landingSchema = z.object({
  id: journalId,
  sectionOrder: z.enum(['board-first', 'scope-first']),
  emptyBoardText: text,
  about: z.array(text).min(1),
  aimAndScopeIntro: z.array(text).min(1),
  scope: z.array(z.object({ title: text, description: text })),
  editorialBoard: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('cards'),
      members: z.array(z.object({ name: text, role: text, affiliation: z.string().trim() })),
    }),
    z.object({
      kind: z.literal('chief-and-members'),
      editorInChief: text.nullable(),
      members: z.array(text),
    }),
  ]),
});

/** The landing of journal `id` from its data file; a file written for another journal is refused. */
export function journalLanding(id: JournalLanding['id'], data: unknown): JournalLanding {
  const landing = landingSchema.parse(data);
  if (landing.id !== id) throw new Error(`The landing data of ${id} names ${landing.id}`);
  return landing;
}

/** The presentation of the ten journals (data/journals.json): what the shared catalogue does not carry. */
export const journalPresentation = z.record(
  journalId,
  z.object({
    abbreviation: text,
    fullName: text,
    description: text,
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'A journal colour is a #rrggbb value'),
  }),
);
