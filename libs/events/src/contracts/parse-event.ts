import { z } from 'zod';
import { eventContracts, isEventType } from './event-contracts.registry';
import type { KnownEvent } from './typed-events';

export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  aggregateId: z.string().min(1),
  version: z.number().int().nonnegative(),
  payload: z.unknown(),
  /** W3C traceparent (version-traceid-spanid-flags); optional, older events have none. */
  traceparent: z
    .string()
    .regex(/^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/)
    .optional(),
});

/** Thrown for an envelope or payload that breaks its contract, or an unknown event type. */
export class InvalidEventError extends Error {
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super(issues.length > 0 ? `${message}: ${issues.join('; ')}` : message);
    this.name = 'InvalidEventError';
  }
}

function describeIssues(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((i) => `${[prefix, ...i.path.map(String)].join('.')}: ${i.message}`);
}

/**
 * Validates the envelope and its payload against the contract of its type.
 * Returns a typed event (narrow on `type`); unknown fields in the payload are dropped (tolerant reader).
 */
export function parseEvent(input: unknown): KnownEvent {
  const envelope = envelopeSchema.safeParse(input);
  if (!envelope.success)
    throw new InvalidEventError('invalid event envelope', describeIssues(envelope.error, 'envelope'));
  const { type } = envelope.data;
  if (!isEventType(type)) throw new InvalidEventError(`unknown event type "${type}"`);
  const payload = eventContracts[type].safeParse(envelope.data.payload);
  if (!payload.success)
    throw new InvalidEventError(`invalid payload for ${type}`, describeIssues(payload.error, 'payload'));
  return { ...envelope.data, type, payload: payload.data } as KnownEvent;
}
