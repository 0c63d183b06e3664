import { z } from 'zod';
import { safeText } from '@journal/errors';

/** The site's pages; the footer links to each (SPEC.md), so the set is fixed. */
export const PAGE_SLUGS = ['authors', 'terms', 'cookies', 'accessibility', 'publish-with-us'] as const;
export const PAGE_NOT_FOUND = 'Page not found';

export const pageSlugParam = z.enum(PAGE_SLUGS, { error: PAGE_NOT_FOUND });

export const pageInput = z.object({
  title: z
    .string({ error: 'Please enter the title' })
    .trim()
    .min(1, 'Please enter the title')
    .max(200, 'The title must be at most 200 characters')
    .pipe(safeText('Title')),
  body: z
    .string({ error: 'Please enter the text' })
    .trim()
    .min(1, 'Please enter the text')
    .max(100_000, 'The text must be at most 100,000 characters')
    .pipe(safeText('Text', 'multi-line')),
});
