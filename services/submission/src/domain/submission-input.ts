import { z } from 'zod';
import { ValidationError } from '@journal/errors';
import { findJournal, type Journal } from './journals';
import { titleFromFileName } from '../upload/file-type.policy';

export const JOURNAL_REQUIRED_MESSAGE = 'Please select a journal category';
export const TITLE_REQUIRED_MESSAGE = 'Please enter the paper title';
export const MAX_TITLE_LENGTH = 500;

/** Fields of the submission form (docs/api.md); journalIcon is accepted but the catalogue's icon is used. */
const formSchema = z.object({
  userEmail: z.string().optional(),
  journalName: z.string().optional(),
  journalId: z.string().optional(),
  journalIcon: z.string().optional(),
  paperTitle: z.string().optional(),
});

export interface SubmissionInput {
  journal: Journal;
  paperTitle: string;
}

/** The form's userEmail, when it is a string (checked against the token before anything else). */
export function claimedEmail(raw: unknown): string | undefined {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).userEmail : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Validates the form fields (multipart text fields or a JSON body). A missing title falls back to the
 * file name without its extension, which is what the SPEC's client sends anyway.
 */
export function parseSubmissionInput(raw: unknown, fileName?: string): SubmissionInput {
  const parsed = formSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new ValidationError('The submission form has fields of the wrong type');
  const form = parsed.data;
  const journal = findJournal(form.journalName) ?? findJournal(form.journalId);
  if (!journal) throw new ValidationError(JOURNAL_REQUIRED_MESSAGE);
  const paperTitle = (form.paperTitle ?? '').trim() || (fileName ? titleFromFileName(fileName) : '');
  if (!paperTitle) throw new ValidationError(TITLE_REQUIRED_MESSAGE);
  if (paperTitle.length > MAX_TITLE_LENGTH)
    throw new ValidationError(`The paper title must be at most ${MAX_TITLE_LENGTH} characters`);
  return { journal, paperTitle };
}
