// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The journals directory (/journals): eight partner journals, one per subject category, in data/directory.json;
// each shows the impact factor of its category.
import { z } from 'zod';
import { catalogueEntrySchemas } from '../catalogue.input';
import type { DirectoryJournal } from './catalogue.types';
import directory from './data/directory.json';
import { seedId, seedPicture } from './seed-entry.schema';

const entry = catalogueEntrySchemas.directory;
const directorySeed = z.object({
  impactFactors: z.record(entry.shape.category, z.number().min(0)),
  journals: z.array(entry.omit({ impactFactor: true }).extend({ id: seedId, coverImage: seedPicture() })),
});

const seed = directorySeed.parse(directory);

/** Impact factor shown for each directory category. */
export const IMPACT_FACTORS: Record<DirectoryJournal['category'], number> = seed.impactFactors;

export const DIRECTORY_JOURNALS: readonly DirectoryJournal[] = seed.journals.map((journal) => ({
  ...journal,
  impactFactor: IMPACT_FACTORS[journal.category],
}));
