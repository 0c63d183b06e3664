import { utcDayOf } from '@journal/config';
import type { Pool } from '@journal/db';
import { availabilityOf, recordAvailability } from '../../repositories/pool-people.repository';
import type { Assignment } from '../../repositories/assignments.repository';
import { parseAvailability } from './availability.input';

/**
 * "Unavailable until" said on a review link's page (issue 44 item 2): the link's reviewer is left out of
 * the publisher's pool until that day. The latest statement, here or in the profile, is the one kept.
 */
export class AvailabilityService {
  constructor(private readonly deps: { pool: Pool; clock: () => Date }) {}

  async set(assignment: Assignment, body: unknown): Promise<{ unavailableUntil: string | null }> {
    const now = this.deps.clock();
    const until = parseAvailability(body, utcDayOf(now));
    await recordAvailability(this.deps.pool, assignment.reviewerEmail, until, now);
    return { unavailableUntil: await availabilityOf(this.deps.pool, assignment.reviewerEmail) };
  }

  of(assignment: Assignment): Promise<string | null> {
    return availabilityOf(this.deps.pool, assignment.reviewerEmail);
  }
}
