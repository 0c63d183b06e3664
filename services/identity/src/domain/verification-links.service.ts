import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import * as tokens from '../repositories/email-verification-tokens.repository';
import { newVerificationToken } from './verification-token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Events name a pending verification by its row id only; the notification service asks here (internal
 * call) for the token to mail when it sends the mail. Each call mints a new token and makes the previous
 * one worthless, so only the latest mailed link verifies, and no token sits in the outbox, a stream or
 * a topic's retention.
 */
export class VerificationLinksService {
  constructor(private readonly pool: Pool) {}

  async tokenFor(reference: string): Promise<{ token: string; email: string }> {
    const fresh = newVerificationToken();
    const pending = UUID.test(reference) ? await tokens.rehash(this.pool, reference, fresh.hash) : undefined;
    if (!pending) throw new NotFoundError('Verification no longer pending');
    return { token: fresh.raw, email: pending.email };
  }
}
