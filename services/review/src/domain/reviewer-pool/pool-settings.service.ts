import { z } from 'zod';
import type { Pool } from '@journal/db';
import {
  findPoolSettings,
  updatePoolSettings,
  type PoolSettings,
} from '../../repositories/pool-settings.repository';
import { parseInput } from '../parse-input';

export const LOAD_LIMIT_MESSAGE = 'The load limit must be a whole number from 1 to 50';

/** `PUT /api/admin/reviewer-pool/settings` (issue 44 item 2). */
const settingsSchema = z.object({
  loadLimit: z
    .number({ error: LOAD_LIMIT_MESSAGE })
    .int(LOAD_LIMIT_MESSAGE)
    .min(1, LOAD_LIMIT_MESSAGE)
    .max(50, LOAD_LIMIT_MESSAGE),
});

/** The publisher's settings of the reviewer pool: the load limit of invitations (default 2). */
export class PoolSettingsService {
  constructor(private readonly deps: { pool: Pool }) {}

  get(): Promise<PoolSettings> {
    return findPoolSettings(this.deps.pool);
  }

  update(body: unknown, by: string): Promise<PoolSettings> {
    return updatePoolSettings(this.deps.pool, parseInput(settingsSchema, body), by);
  }
}
