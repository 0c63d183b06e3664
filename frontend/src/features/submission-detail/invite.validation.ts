// Client-side checks of the reviewer invitation (issue 12); the server applies the same rules.
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@journal/metadata';

export interface InviteDraft {
  reviewerEmail: string;
  givenNames: string;
  familyName: string;
  dueDate: string;
}

export type InviteField = keyof InviteDraft;
export type InviteErrors = Partial<Record<InviteField, string>>;

export const INVITE_MESSAGES = {
  email: INVALID_EMAIL_MESSAGE,
  givenNames: "Please enter the reviewer's given names",
  familyName: "Please enter the reviewer's family name",
  dueDate: 'Please enter the due date as YYYY-MM-DD',
  dueDatePast: 'The due date must be in the future',
  invited: 'Invitation sent',
  failed: 'Failed to invite the reviewer. Please try again.',
} as const;

export const EMPTY_INVITE: InviteDraft = { reviewerEmail: '', givenNames: '', familyName: '', dueDate: '' };

/** Today as YYYY-MM-DD in the browser's time zone (the date input's own format). */
export function localDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every broken field with its message; empty when the invitation may be sent. */
export function inviteErrors(draft: InviteDraft, now = new Date()): InviteErrors {
  const errors: InviteErrors = {};
  if (!isEmailAddress(draft.reviewerEmail.trim())) errors.reviewerEmail = INVITE_MESSAGES.email;
  if (!draft.givenNames.trim()) errors.givenNames = INVITE_MESSAGES.givenNames;
  if (!draft.familyName.trim()) errors.familyName = INVITE_MESSAGES.familyName;
  if (!isCalendarDate(draft.dueDate)) errors.dueDate = INVITE_MESSAGES.dueDate;
  else if (draft.dueDate <= localDate(now)) errors.dueDate = INVITE_MESSAGES.dueDatePast;
  return errors;
}
