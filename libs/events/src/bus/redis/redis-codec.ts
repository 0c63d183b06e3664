import type { EventEnvelope } from '../../envelope';
import { envelopeSchema } from '../../contracts/parse-event';

/** Stream entry fields: a few plain fields for redis-cli readers plus the full envelope as JSON. */
export function encodeEvent(event: EventEnvelope): string[] {
  return [
    'type',
    event.type,
    'id',
    event.id,
    'aggregateId',
    event.aggregateId,
    'event',
    JSON.stringify(event),
  ];
}

export function fieldValue(fields: readonly string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}

/** Throws on a malformed entry; the consumer dead-letters such entries instead of retrying them. */
export function decodeEvent(fields: readonly string[]): EventEnvelope {
  const raw = fieldValue(fields, 'event');
  if (raw === undefined) throw new Error('stream entry has no "event" field');
  return envelopeSchema.parse(JSON.parse(raw)) as EventEnvelope;
}

export type StreamEntry = [id: string, fields: string[] | null];

/** XREADGROUP reply: [[stream, [[id, fields], ...]], ...] or null on timeout. */
export function flattenReadReply(reply: unknown): { stream: string; id: string; fields: string[] | null }[] {
  if (!Array.isArray(reply)) return [];
  const out: { stream: string; id: string; fields: string[] | null }[] = [];
  for (const [stream, entries] of reply as [string, StreamEntry[]][]) {
    for (const [id, fields] of entries) out.push({ stream, id, fields });
  }
  return out;
}
