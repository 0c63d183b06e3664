import { DAY_MS } from '@journal/config';
import { backoffDelay } from '@journal/events';

export interface MailRetrySettings {
  /** First retry delay; doubles on every further attempt up to maxDelayMs. */
  backoffMs: number;
  maxDelayMs: number;
  /** SMTP attempts per mail before its row is dead; the default covers at least 24 hours. */
  attempts: number;
}

/** Attempts whose capped exponential backoff adds up to at least `windowMs` (jitter averages out). */
export function attemptsCovering(windowMs: number, backoffMs: number, maxDelayMs: number): number {
  let total = 0;
  let attempts = 1;
  while (total < windowMs) {
    total += Math.min(maxDelayMs, backoffMs * 2 ** (attempts - 1));
    attempts += 1;
  }
  return attempts;
}

export const defaultMailRetry: MailRetrySettings = {
  backoffMs: 2_000,
  maxDelayMs: 15 * 60_000,
  attempts: attemptsCovering(DAY_MS, 2_000, 15 * 60_000),
};

export function resolveMailRetry(partial: Partial<MailRetrySettings> = {}): MailRetrySettings {
  const backoffMs = partial.backoffMs ?? defaultMailRetry.backoffMs;
  const maxDelayMs = Math.max(backoffMs, partial.maxDelayMs ?? defaultMailRetry.maxDelayMs);
  return {
    backoffMs,
    maxDelayMs,
    attempts: partial.attempts ?? attemptsCovering(DAY_MS, backoffMs, maxDelayMs),
  };
}

/** Delay before the next attempt after `attempt` failed ones (capped exponential, with jitter). */
export function mailRetryDelay(settings: MailRetrySettings, attempt: number): number {
  return backoffDelay(
    { initialDelayMs: settings.backoffMs, maxDelayMs: settings.maxDelayMs, factor: 2 },
    attempt,
  );
}

/** Job attempts a queue allows beyond the row's own limit (a 'busy' row costs a job attempt, not a send). */
export const QUEUE_ATTEMPTS_MARGIN = 20;
