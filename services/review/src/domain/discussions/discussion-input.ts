import { z } from 'zod';
import { assertSafeText } from '@journal/errors';
import { parseInput } from '../parse-input';

export const DISCUSSION_MESSAGES = {
  participants: "Please choose whom to write to: 'author' or { reviewerInvitationId }",
  subjectMissing: 'Please enter a subject',
  subjectTooLong: 'The subject must be at most 200 characters',
  bodyMissing: 'Please enter a message',
  bodyTooLong: 'The message must be at most 20,000 characters',
  threadNotFound: 'Discussion not found',
  invitationNotFound: 'Review invitation not found',
  invitationCancelled: 'This review invitation has been cancelled.',
} as const;
const MAX_BODY = 20_000;
const MAX_SUBJECT = 200;

/** A string trimmed; anything else reads as empty (the form sent nothing usable). */
const trimmedText = z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string());

const body = trimmedText
  .pipe(z.string().min(1, DISCUSSION_MESSAGES.bodyMissing))
  .pipe(z.string().max(MAX_BODY, DISCUSSION_MESSAGES.bodyTooLong));

const participants = z.union(
  [z.literal('author'), z.object({ reviewerInvitationId: z.string().min(1) }).strict()],
  { error: DISCUSSION_MESSAGES.participants },
);

const threadSchema = z.object({
  participants,
  subject: trimmedText
    .pipe(z.string().min(1, DISCUSSION_MESSAGES.subjectMissing))
    .pipe(z.string().max(MAX_SUBJECT, DISCUSSION_MESSAGES.subjectTooLong)),
  body,
});

const messageSchema = z.object({ body });

export type ThreadParticipants = 'author' | { reviewerInvitationId: string };

export interface NewThreadInput {
  participants: ThreadParticipants;
  subject: string;
  body: string;
}

/** An editor's new thread: whom with, a one-line subject, the first message (plain text or Markdown). */
export function parseNewThread(input: unknown): NewThreadInput {
  const parsed = parseInput(threadSchema, input);
  assertSafeText('subject', 'The subject', parsed.subject, 'single-line');
  assertSafeText('body', 'The message', parsed.body, 'multi-line');
  return parsed;
}

/** A reply in a thread. */
export function parseMessage(input: unknown): string {
  const parsed = parseInput(messageSchema, input);
  assertSafeText('body', 'The message', parsed.body, 'multi-line');
  return parsed.body;
}
