// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The academic platforms listing (/platforms): six services researchers use alongside the journals, in data/platforms.json.
import { z } from 'zod';
import { catalogueEntrySchemas } from '../catalogue.input';
import type { Platform } from './catalogue.types';
import platforms from './data/platforms.json';
import { seedId, seedPicture } from './seed-entry.schema';

const platformSeed = catalogueEntrySchemas.platforms.extend({ id: seedId, image: seedPicture() });

export const PLATFORMS: readonly Platform[] = z.array(platformSeed).parse(platforms);
