import { platformCounter, platformGauge } from './platform-series';
import { scrapeGauge } from './scrape-gauge';

/**
 * The platform's own series, one definition each, incremented by the services at the point where the
 * thing happens. Labels take a fixed set of values (never ids, emails or URLs).
 */

export const loginAttempts = platformCounter({
  name: 'logins_total',
  help: 'Sign-in attempts by kind (author and admin with a password, google: an author with Google) and outcome (succeeded, failed, throttled).',
  labelNames: ['kind', 'outcome'],
});
export type LoginKind = 'author' | 'admin' | 'google';
export type LoginOutcome = 'succeeded' | 'failed' | 'throttled';

export const uploads = platformCounter({
  name: 'uploads_total',
  help: 'Paper uploads by outcome (accepted, refused) and refusal reason (none when accepted).',
  labelNames: ['outcome', 'reason'],
});
/** Why an upload was refused; anything else is `other`. */
export const UPLOAD_REFUSAL_REASONS = [
  'too_large',
  'wrong_type',
  'missing_file',
  'invalid_fields',
  'other',
] as const;
export type UploadRefusalReason = (typeof UPLOAD_REFUSAL_REASONS)[number];

export function countUpload(outcome: 'accepted'): void;
export function countUpload(outcome: 'refused', reason: UploadRefusalReason): void;
export function countUpload(outcome: 'accepted' | 'refused', reason?: UploadRefusalReason): void {
  uploads.inc({ outcome, reason: reason ?? 'none' });
}

export const socketsConnected = platformGauge({
  name: 'socketio_connected_sockets',
  help: 'Socket.IO sockets connected to this process.',
});

export const noticesEmitted = platformCounter({
  name: 'socketio_notices_emitted_total',
  help: "Notices this process emitted to its Socket.IO rooms (the author's and the admins') holding a socket here, by event name.",
  labelNames: ['event'],
});

export const mailsSent = platformCounter({
  name: 'mails_sent_total',
  help: 'Mails handed to the transport (SMTP or .eml files) successfully.',
});

export const mailsFailed = platformCounter({
  name: 'mails_failed_total',
  help: 'Mail send attempts that failed; final="true" when the mail was given up (no retry left).',
  labelNames: ['final'],
});

/** Jobs in the mail queue by state (BullMQ waiting, delayed, active; the in-process queue alike). */
export const mailQueueJobs = scrapeGauge({
  name: 'mail_queue_jobs',
  help: 'Mail jobs in the queue by state (waiting, delayed, active, failed).',
  labelNames: ['state'] as const,
});

/** The durable mail rows (notification.mails) by status: what is owed, sent and failed. */
export const mailRows = scrapeGauge({
  name: 'mail_rows',
  help: 'Durable mail rows by status (pending, sent, failed).',
  labelNames: ['status'] as const,
});

/**
 * Counts a sign-in attempt by how it ended: resolved = succeeded, 429 = throttled, 401/403 = failed.
 * Other errors (a database outage) say nothing about the credentials and are not counted.
 */
export async function countLogin<T>(kind: LoginKind, attempt: Promise<T>): Promise<T> {
  try {
    const result = await attempt;
    loginAttempts.inc({ kind, outcome: 'succeeded' });
    return result;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 429) loginAttempts.inc({ kind, outcome: 'throttled' });
    else if (status === 401 || status === 403) loginAttempts.inc({ kind, outcome: 'failed' });
    throw error;
  }
}

// Known label combinations start at 0, so rates and alerts see a series before the first event.
for (const final of ['true', 'false']) mailsFailed.inc({ final }, 0);
for (const kind of ['author', 'admin', 'google'] as const)
  for (const outcome of ['succeeded', 'failed', 'throttled'] as const)
    loginAttempts.inc({ kind, outcome }, 0);
uploads.inc({ outcome: 'accepted', reason: 'none' }, 0);
