import { z } from 'zod';
import { isOaiDay, MAX_OAI_STAMP } from './oai-day';
import { OaiError } from './oai-error';

/** Where a list harvest stands: its arguments and, after the first page, the last record sent. */
export interface OaiListPosition {
  metadataPrefix: string;
  from?: string;
  until?: string;
  set?: string;
  /** Records sent before this page. */
  cursor: number;
  /** The last record of the previous page, (datestamp in microseconds since 1970, id): the keyset to continue after. */
  after?: { stamp: string; id: string };
  completeListSize?: number;
}

/** Everything a token carries is checked as its request argument was: a tampered value never reaches SQL. */
const day = z.string().refine(isOaiDay);
const positionSchema = z
  .object({
    metadataPrefix: z.string().min(1).max(100),
    from: day.optional(),
    until: day.optional(),
    set: z.string().max(100).optional(),
    cursor: z.number().int().nonnegative(),
    after: z.object({
      stamp: z
        .string()
        .regex(/^\d{1,18}$/)
        .refine((stamp) => BigInt(stamp) <= MAX_OAI_STAMP),
      id: z.uuid(),
    }),
    completeListSize: z.number().int().nonnegative(),
  })
  .refine((position) => !position.from || !position.until || position.from <= position.until);

/**
 * Tokens carry the whole position (stateless, so any instance continues any harvest, and a harvest
 * survives restarts). Continuing by keyset (datestamp, id) never skips or repeats a record that existed
 * when the harvest began; one changed meanwhile moves to the end, where a harvest by datestamp finds it.
 */
export function encodeResumptionToken(position: OaiListPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeResumptionToken(token: string): OaiListPosition {
  try {
    if (!/^[A-Za-z0-9_-]{1,2048}$/.test(token)) throw new Error('not base64url');
    return positionSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw new OaiError('badResumptionToken', 'The resumptionToken is invalid or has expired');
  }
}
