import { z } from 'zod';
import { assertSafeText, ConflictError, ValidationError } from '@journal/errors';
import { checkPaperTitle } from '@journal/metadata';
import {
  JOURNAL_ARCHIVED_MESSAGE,
  JOURNAL_CLOSED_MESSAGE,
  type Journal,
  type JournalLookup,
} from './journals';
import { chooseSection } from './section-choice';
import { orRefuse, parseSubmissionMetadata } from './paper-metadata.input';
import type { PaperMetadata, SubmissionAgreements } from '../repositories/submission.types';
import { parseAgreements, parseCoverLetter } from './submission-agreements.input';
import { titleFromFileName } from './upload/file-type.policy';

export const JOURNAL_REQUIRED_MESSAGE = 'Please select a journal category';

/**
 * Fields of the submission form (docs/api.md) plus the optional paper metadata (checked in
 * paper-metadata.input.ts); journalIcon is accepted but the journal's own icon is used.
 */
const formSchema = z.object({
  userEmail: z.string().optional(),
  journalName: z.string().optional(),
  journalId: z.string().optional(),
  journalIcon: z.string().optional(),
  paperTitle: z.string().optional(),
  abstract: z.unknown().optional(),
  keywords: z.unknown().optional(),
  coAuthors: z.unknown().optional(),
  // Issue 42 item 2: sent only when the journal has more than one open section (an empty field is none).
  sectionId: z.string().optional(),
  // Issue 42 item 8 (checked in submission-agreements.input.ts and paper-metadata.input.ts).
  checklist: z.unknown().optional(),
  licenceAgreed: z.unknown().optional(),
  coverLetter: z.unknown().optional(),
  funding: z.unknown().optional(),
  dataAvailability: z.unknown().optional(),
  authorRorId: z.unknown().optional(),
});

export interface SubmissionInput extends PaperMetadata {
  journal: Journal;
  paperTitle: string;
  /** Null: the journal's default section (no sections known for it). */
  sectionId: string | null;
  authorRorId: string | null;
  agreements: SubmissionAgreements;
  coverLetter: string;
}

const claimedEmailSchema = z.object({ userEmail: z.string() });

/** The form's userEmail, when it is a string (checked against the token before anything else). */
export function claimedEmail(raw: unknown): string | undefined {
  const parsed = claimedEmailSchema.safeParse(raw);
  return parsed.success ? parsed.data.userEmail : undefined;
}

/**
 * Validates the form fields (multipart text fields or a JSON body) against the journals the service knows
 * (`findJournal`, by name or slug). A journal closed to submissions, or archived, is refused (409). A missing title falls
 * back to the file name without its extension, which is what the SPEC's client sends anyway; an edited
 * one has 1-300 characters.
 */
export function parseSubmissionInput(
  raw: unknown,
  findJournal: JournalLookup,
  fileName?: string,
  authorEmail = '',
): SubmissionInput {
  const parsed = formSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new ValidationError('The submission form has fields of the wrong type');
  const form = parsed.data;
  assertSafeText('paperTitle', 'Paper title', form.paperTitle);
  const journal = findJournal(form.journalName) ?? findJournal(form.journalId);
  if (!journal) throw new ValidationError(JOURNAL_REQUIRED_MESSAGE);
  // An archived journal is closed for good (its settings may still say open): the clearer message first.
  if (journal.archived) throw new ConflictError(JOURNAL_ARCHIVED_MESSAGE);
  if (!journal.acceptingSubmissions) throw new ConflictError(JOURNAL_CLOSED_MESSAGE);
  const sectionId = chooseSection(journal.sections ?? [], form.sectionId?.trim() || undefined);
  const typed = (form.paperTitle ?? '').trim();
  const paperTitle = orRefuse(checkPaperTitle(typed || (fileName ? titleFromFileName(fileName) : '')));
  const metadata = parseSubmissionMetadata(form, authorEmail);
  const coverLetter = parseCoverLetter(form.coverLetter);
  return {
    journal,
    paperTitle,
    sectionId,
    ...metadata,
    coverLetter,
    agreements: parseAgreements(form, journal),
  };
}
