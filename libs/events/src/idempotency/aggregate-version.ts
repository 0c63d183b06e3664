/**
 * Per-aggregate version ordering. Each event carries the aggregate's version after the change; a consumer
 * stores the last version it applied per aggregate and:
 *  - `stale`: incoming <= stored -> ignore (an older or repeated event),
 *  - `apply`: newer -> apply and store the incoming version,
 *  - `gap`  : (only with `contiguous`) versions were skipped -> throw OutOfOrderEventError so the bus
 *             redelivers later, after the missing event. Use `contiguous` only when the consumer subscribes
 *             to every event type of that aggregate; otherwise gaps are normal.
 */
export type VersionDecision = 'apply' | 'stale' | 'gap';

export function decideVersion(
  stored: number | null | undefined,
  incoming: number,
  options: { contiguous?: boolean } = {},
): VersionDecision {
  const current = stored ?? 0;
  if (incoming <= current) return 'stale';
  if (options.contiguous && incoming > current + 1) return 'gap';
  return 'apply';
}

export class OutOfOrderEventError extends Error {
  constructor(
    readonly aggregateId: string,
    readonly stored: number,
    readonly incoming: number,
  ) {
    super(`event version ${incoming} for aggregate ${aggregateId} arrived before version ${stored + 1}`);
    this.name = 'OutOfOrderEventError';
  }
}

/** decideVersion that throws on a gap; returns true to apply, false to ignore. */
export function shouldApplyVersion(
  aggregateId: string,
  stored: number | null | undefined,
  incoming: number,
  options: { contiguous?: boolean } = {},
): boolean {
  const decision = decideVersion(stored, incoming, options);
  if (decision === 'gap') throw new OutOfOrderEventError(aggregateId, stored ?? 0, incoming);
  return decision === 'apply';
}
