import { z } from 'zod';
import { ConflictError } from '@journal/errors';
import { ARTICLE_TYPES, SECTION_LIMITS } from '@journal/journals';
import { requiredText } from './text-input';

export const SECTION_NOT_FOUND = 'Section not found';
export const SECTION_HAS_PAPERS = 'This section has papers';
export const LAST_OPEN_SECTION = 'A journal needs at least one open section for new submissions';
export const TOO_MANY_SECTIONS = `A journal can have at most ${SECTION_LIMITS.perJournal} sections`;
export const SECTION_TITLE_TAKEN = 'This journal already has a section with this title';

/** 409 on `title`: another section of the journal has it (any case). */
export class SectionTitleTakenError extends ConflictError {
  readonly field = 'title';
  constructor() {
    super(SECTION_TITLE_TAKEN);
  }
}

/** A section's id in a path: anything but a UUID names no section (404, never a 500). */
export const sectionIdParam = z.guid();

/** Required text whose absence (or a value that is not text) asks for it. */
const sectionText = (label: string, max: number) =>
  requiredText({
    label,
    max,
    missing: `Please enter the ${label.toLowerCase()}`,
    tooLong: `${label} must be at most ${max} characters`,
  });

const fields = {
  title: sectionText('Title', SECTION_LIMITS.title),
  abbreviation: sectionText('Abbreviation', SECTION_LIMITS.abbreviation),
  articleType: z.enum(ARTICLE_TYPES, {
    error: `Article type must be one of ${ARTICLE_TYPES.join(', ')}`,
  }),
  peerReviewed: z.boolean({ error: 'peerReviewed must be true or false' }),
  open: z.boolean({ error: 'open must be true or false' }),
  order: z
    .number({ error: 'Order must be a whole number from 1' })
    .int('Order must be a whole number from 1')
    .min(1, 'Order must be a whole number from 1'),
};

/**
 * POST: a new section. Title, abbreviation and article type are required; it is peer reviewed and open
 * unless told otherwise, and goes last unless an order is given (the others at and after it move down).
 */
export const newSectionInput = z.object({
  title: fields.title,
  abbreviation: fields.abbreviation,
  articleType: fields.articleType,
  peerReviewed: fields.peerReviewed.default(true),
  open: fields.open.default(true),
  order: fields.order.optional(),
});
export type NewSectionInput = z.infer<typeof newSectionInput>;

/** PUT: the fields sent change; a new `order` moves the section there and renumbers the others. */
export const sectionChangeInput = z.object({
  title: fields.title.optional(),
  abbreviation: fields.abbreviation.optional(),
  articleType: fields.articleType.optional(),
  peerReviewed: fields.peerReviewed.optional(),
  open: fields.open.optional(),
  order: fields.order.optional(),
});
export type SectionChangeInput = z.infer<typeof sectionChangeInput>;
