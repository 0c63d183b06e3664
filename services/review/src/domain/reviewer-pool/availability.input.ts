import { z } from 'zod';
import { isUtcDay } from '@journal/config';
import { ValidationError } from '@journal/errors';
import { parseInput } from '../parse-input';

export const AVAILABILITY_MESSAGE = 'Unavailable until must be a date (YYYY-MM-DD) from today on, or null';

const availabilitySchema = z.object({
  unavailableUntil: z
    .string({ error: AVAILABILITY_MESSAGE })
    .refine(isUtcDay, AVAILABILITY_MESSAGE)
    .nullable(),
});

/** `{ unavailableUntil }` of the review link's page (issue 44 item 2): a day from today on, or null. */
export function parseAvailability(body: unknown, today: string): string | null {
  const { unavailableUntil } = parseInput(availabilitySchema, body);
  if (unavailableUntil !== null && unavailableUntil < today)
    throw new ValidationError(AVAILABILITY_MESSAGE, [
      { field: 'unavailableUntil', message: AVAILABILITY_MESSAGE },
    ]);
  return unavailableUntil;
}
