import { z } from 'zod';
import { assertSafeText, ValidationError } from '@journal/errors';
import { CHECKLIST_MESSAGES, missingChecklistItems } from '@journal/journals';
import type { SubmissionAgreements } from '../repositories/submission.types';
import type { Journal } from './journals';

export const LICENCE_REQUIRED_MESSAGE = "Please agree to publish under the journal's licence";
export const COVER_LETTER_LIMIT = 5000;
export const COVER_LETTER_TOO_LONG = 'The cover letter must be at most 5,000 characters';
const COVER_LETTER_NOT_TEXT = 'The cover letter must be text';

const refuse = (field: string, message: string) => new ValidationError(message, [{ field, message }]);

const tickedIds = z.array(z.string());

/** The ticked ids: a list, or (multipart) its JSON text; absent or '' is none ticked. */
function parseTicked(raw: unknown): string[] {
  if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw refuse('checklist', CHECKLIST_MESSAGES.notList);
    }
  }
  const parsed = tickedIds.safeParse(value);
  if (!parsed.success) throw refuse('checklist', CHECKLIST_MESSAGES.notList);
  return parsed.data;
}

/** A checkbox as a multipart form (`true`, `on`, `1`) or a JSON body (true) sends it. */
const isTicked = (raw: unknown) =>
  raw === true || (typeof raw === 'string' && ['true', 'on', '1'].includes(raw));

/**
 * What the author confirms with a submission (issue 42 item 8): every item of the journal's checklist
 * (400 `Please confirm every item of the checklist`, field `checklist`), and the journal's licence: ticked
 * (`licenceAgreed`) where the form shows the tick, i.e. when the journal has checklist items; otherwise
 * submitting is the agreement, so SPEC's form and payload stay as they are (docs/product-decisions.md).
 */
export function parseAgreements(
  form: { checklist?: unknown; licenceAgreed?: unknown },
  journal: Journal,
): SubmissionAgreements {
  const items = journal.checklist ?? [];
  const ticked = parseTicked(form.checklist);
  if (missingChecklistItems(items, ticked).length > 0)
    throw refuse('checklist', CHECKLIST_MESSAGES.incomplete);
  const agreed = isTicked(form.licenceAgreed);
  if (items.length > 0 && !agreed) throw refuse('licenceAgreed', LICENCE_REQUIRED_MESSAGE);
  return {
    checklist: items.map((item) => ({ id: item.id, text: item.text })),
    licence: journal.licence ?? null,
    licenceAgreement: agreed ? 'ticked' : 'by-submitting',
  };
}

/** The cover letter (to the editors only): text of up to 5,000 characters after trimming, '' when none. */
export function parseCoverLetter(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw refuse('coverLetter', COVER_LETTER_NOT_TEXT);
  const letter = raw.replace(/\r\n?/g, '\n').trim();
  if (letter.length > COVER_LETTER_LIMIT) throw refuse('coverLetter', COVER_LETTER_TOO_LONG);
  assertSafeText('coverLetter', 'Cover letter', letter, 'multi-line');
  return letter;
}
