import { z } from 'zod';
import { requiredText } from './text-input';

/** The site's pages; the footer links to each (SPEC.md), so the set is fixed. */
export const PAGE_SLUGS = ['authors', 'terms', 'cookies', 'accessibility', 'publish-with-us'] as const;
export const PAGE_NOT_FOUND = 'Page not found';

export const pageSlugParam = z.enum(PAGE_SLUGS, { error: PAGE_NOT_FOUND });

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
