// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The research databases listing (/databases): eight indexes and archives, one per category, in data/databases.json.
import { z } from 'zod';
import { catalogueEntrySchemas } from '../catalogue.input';
import type { ResearchDatabase } from './catalogue.types';
import databases from './data/databases.json';
import { seedId, seedPicture } from './seed-entry.schema';

const databaseSeed = catalogueEntrySchemas.databases.extend({ id: seedId, image: seedPicture() });

export const DATABASES: readonly ResearchDatabase[] = z.array(databaseSeed).parse(databases);
