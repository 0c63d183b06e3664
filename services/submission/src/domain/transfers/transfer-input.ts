import { z } from 'zod';
import { assertSafeText, ValidationError } from '@journal/errors';

export const TRANSFER_MESSAGES = {
  toJournal: 'Please choose the journal to offer the transfer to (its slug)',
  message: 'Please write a message to the author (at most 5,000 characters)',
  accept: 'Please answer with accept: true or accept: false',
  noteBody: 'Please write the note (at most 5,000 characters)',
} as const;

const MAX_TEXT = 5000;

/** Trimmed text of 1..5000 characters, refused with `message` otherwise. */
const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(MAX_TEXT, message);

const offerSchema = z.object({
  toJournal: z.string({ error: TRANSFER_MESSAGES.toJournal }).trim().min(1, TRANSFER_MESSAGES.toJournal),
  message: text(TRANSFER_MESSAGES.message),
});
const answerSchema = z.object({ accept: z.boolean({ error: TRANSFER_MESSAGES.accept }) });
const noteSchema = z.object({ body: text(TRANSFER_MESSAGES.noteBody) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }));
  throw new ValidationError(issues[0]?.message ?? 'Invalid request', issues);
}

/** `POST .../transfer-offer { toJournal, message }`: the sister journal's slug and the author's message. */
export function parseTransferOffer(body: unknown): { toJournal: string; message: string } {
  const offer = parse(offerSchema, body);
  assertSafeText('message', 'The message', offer.message, 'multi-line');
  return { toJournal: offer.toJournal.toLowerCase(), message: offer.message };
}

/** `POST /api/registration/submissions/:id/transfer { accept }`. */
export function parseTransferAnswer(body: unknown): boolean {
  return parse(answerSchema, body).accept;
}

/** `POST .../notes { body }`. */
export function parseNoteBody(body: unknown): string {
  const note = parse(noteSchema, body);
  assertSafeText('body', 'The note', note.body, 'multi-line');
  return note.body;
}
