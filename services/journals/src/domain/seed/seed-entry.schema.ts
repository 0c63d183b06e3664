// Seed (issue 27): the catalogue entries are data (data/*.json); this checks them with the schemas an editor's
// entry passes (../catalogue.input.ts) plus the id, and turns a picture's seed name into its drawing.
import { z } from 'zod';
import { catalogueImage } from './images.content';

export const seedId = z.number().int().min(1);

/** A picture named by its seed, e.g. "lumina-db-medical"; the entry carries the SVG data URL drawn from it. */
export const seedPicture = (width?: number, height?: number) =>
  z
    .string()
    .regex(/^[a-z0-9-]+$/, 'A picture is named by its seed: lower-case letters, digits and dashes')
    .transform((seed) => catalogueImage(seed, width, height));
