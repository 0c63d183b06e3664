export interface RetryPolicy {
  /** Handler attempts per event before it goes to the dead letters. */
  maxAttempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
  factor: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  initialDelayMs: 200,
  maxDelayMs: 30_000,
  factor: 2,
};

export function resolveRetryPolicy(partial?: Partial<RetryPolicy>): RetryPolicy {
  const policy = { ...defaultRetryPolicy, ...partial };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1)
    throw new Error('retry.maxAttempts must be an integer >= 1');
  return policy;
}

/** Delay before attempt `attempt + 1` (attempt counts from 1), exponential, capped, with +-20% jitter. */
export function backoffDelay(
  policy: Pick<RetryPolicy, 'initialDelayMs' | 'maxDelayMs' | 'factor'>,
  attempt: number,
): number {
  const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** Math.max(0, attempt - 1));
  const jitter = base * 0.2 * (Math.random() * 2 - 1);
  return Math.max(0, Math.round(base + jitter));
}
