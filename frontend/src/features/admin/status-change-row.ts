import type { AdminSubmission } from '../../api/admin.api';

/**
 * The `next_action` a status alone decides (issue 29's order: null when rejected, published or
 * withdrawn, `ready_to_publish` when accepted); undefined when it depends on the paper's review.
 */
export function nextActionOfStatus(status: string): string | null | undefined {
  if (status === 'rejected' || status === 'published' || status === 'withdrawn') return null;
  if (status === 'accepted') return 'ready_to_publish';
  return undefined;
}

const REREAD_INTERVAL_MS = 750;
const REREAD_TRIES = 8;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads one row again until the read model shows the new status (it follows the change through events,
 * a moment after the server confirmed it); undefined when it did not within a few seconds.
 */
export async function rereadRow(
  read: () => Promise<AdminSubmission | undefined>,
  status: string,
  wait: (ms: number) => Promise<void> = pause,
): Promise<AdminSubmission | undefined> {
  for (let attempt = 0; attempt < REREAD_TRIES; attempt += 1) {
    const row = await read();
    if (row?.status === status) return row;
    await wait(REREAD_INTERVAL_MS);
  }
  return undefined;
}
