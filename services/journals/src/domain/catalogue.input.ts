import { z } from 'zod';
import { CATALOGUE_CATEGORIES, CATALOGUE_KINDS, UPDATE_FREQUENCIES } from '@journal/journals';
import { requiredText } from './text-input';

// The kinds, categories and entry shapes are the wire contract the SPA shares (@journal/journals).
export { CATALOGUE_KINDS, type CatalogueKind } from '@journal/journals';

const text = (label: string, max = 500) =>
  requiredText({
    label: `The ${label}`,
    max,
    missing: `Please enter the ${label}`,
    tooLong: `The ${label} must be at most ${max} characters`,
  });
const list = (label: string) =>
  z.array(text(label, 120), { error: `Send the ${label}s as a list` }).max(30, `At most 30 ${label}s`);
/** Pictures are addresses or the SVG data URLs the seed uses (drawn from a seed, see seed/images.content.ts). */
const image = z
  .string({ error: 'Please enter the image address' })
  .max(20_000, 'The image address is too long')
  .refine((value) => /^(https:\/\/|data:image\/(svg\+xml|png|jpeg|webp)[;,])/.test(value), {
    message: 'The image must be an https:// address or an image data URL',
  });

/** Each kind's entry without its id (the service numbers entries per kind). */
export const catalogueEntrySchemas = {
  directory: z.object({
    title: text('title', 250),
    category: z.enum(CATALOGUE_CATEGORIES.directory, {
      error: 'Please choose one of the directory categories',
    }),
    impactFactor: z
      .number({ error: 'The impact factor must be a number' })
      .min(0, 'The impact factor cannot be negative')
      .max(1000, 'The impact factor is too large')
      .optional(),
    coverImage: image,
    description: text('description', 2_000),
    tags: list('tag'),
  }),
  books: z.object({
    title: text('title', 250),
    author: text('author', 250),
    category: z.enum(CATALOGUE_CATEGORIES.books, { error: 'Please choose one of the book categories' }),
    coverImage: image,
    description: text('description', 2_000),
    publicationDate: z
      .string({ error: 'Please enter the year' })
      .regex(/^\d{4}$/, 'Please enter the year, e.g. 2024'),
    publisher: text('publisher', 250),
    pages: z
      .number({ error: 'The number of pages must be a whole number' })
      .int('The number of pages must be a whole number')
      .min(1, 'The number of pages must be at least 1'),
    isbn: z
      .string({ error: 'Please enter the ISBN' })
      .regex(/^(97[89])?[\d-]{9,17}[\dX]$/, 'Please enter a valid ISBN'),
    tags: list('tag'),
  }),
  databases: z.object({
    name: text('name', 250),
    category: z.enum(CATALOGUE_CATEGORIES.databases, {
      error: 'Please choose one of the database categories',
    }),
    image,
    description: text('description', 2_000),
    coverage: text('coverage', 60),
    contentTypes: list('content type'),
    accessModel: text('access model', 120),
    updateFrequency: z.enum(UPDATE_FREQUENCIES, {
      error: 'The update frequency must be Daily, Weekly, Monthly, Bi-weekly or Quarterly',
    }),
    specialFeatures: list('special feature'),
  }),
  platforms: z.object({
    name: text('name', 250),
    category: z.enum(CATALOGUE_CATEGORIES.platforms, {
      error: 'Please choose one of the platform categories',
    }),
    image,
    description: text('description', 2_000),
    features: list('feature'),
    pricing: text('pricing', 250),
    rating: z
      .number({ error: 'The rating must be a number from 0 to 5' })
      .min(0, 'The rating must be a number from 0 to 5')
      .max(5, 'The rating must be a number from 0 to 5'),
  }),
} as const;

export const catalogueKindParam = z.enum(CATALOGUE_KINDS, { error: 'Unknown catalogue' });
export const catalogueIdParam = z.coerce
  .number({ error: 'Catalogue entry not found' })
  .int('Catalogue entry not found')
  .min(1, 'Catalogue entry not found');
