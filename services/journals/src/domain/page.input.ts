import { z } from 'zod';
import { ConflictError } from '@journal/errors';
import { PAGE_SLUG_PATTERN } from '@journal/journals';
import { requiredText } from './text-input';

export const PAGE_NOT_FOUND = 'Page not found';
export const ADDRESS_TAKEN = 'This address is taken';

/** A page's slug in a path: anything the slug rule refuses names no page (404, never a 500). */
export const pageSlugParam = z.string().regex(PAGE_SLUG_PATTERN);

/** 409 on `slug`: the SPA answers at that address, or another page has it. */
export class PageAddressTakenError extends ConflictError {
  readonly field = 'slug';
  constructor() {
    super(ADDRESS_TAKEN);
  }
}

/** PUT: a page's title and Markdown body. */
export const pageInput = z.object({
  title: requiredText({
    label: 'Title',
    max: 200,
    missing: 'Please enter the title',
    tooLong: 'The title must be at most 200 characters',
  }),
  body: requiredText({
    label: 'Text',
    max: 100_000,
    missing: 'Please enter the text',
    tooLong: 'The text must be at most 100,000 characters',
    lines: 'multi-line',
  }),
});

/** POST: a new page, its slug first (lower-case letters, digits and hyphens, 1 to 60). */
export const newPageInput = z
  .object({
    slug: z
      .string({ error: 'Please enter the address' })
      .regex(PAGE_SLUG_PATTERN, 'The address must be 1 to 60 lower-case letters, digits or hyphens'),
  })
  .extend(pageInput.shape);

export interface PageView {
  slug: string;
  title: string;
  /** Markdown, as written. */
  body: string;
  /** The body rendered and sanitized (domain/markdown.ts). */
  html: string;
}
