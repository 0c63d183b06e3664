import { pingDatabase, type Pool } from '@journal/db';

/**
 * A service's `ready` (ServiceInstance): its database answers, then each further dependency it names
 * (storage, Redis, the mail queue); the first that throws makes it not ready.
 */
export function readiness(
  pool: Pool,
  ...checks: Array<() => Promise<unknown> | undefined>
): () => Promise<void> {
  return async () => {
    await pingDatabase(pool);
    for (const check of checks) await check();
  };
}
