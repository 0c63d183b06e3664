import { Redis } from 'ioredis';
import { loadVerifierKeys } from './keys';
import { createSessionRevocations } from './redis-session-revocations';
import type { SessionRevocations } from './session-revocations';
import { createTokenVerifier, type TokenVerifier } from './tokens';

export interface ServiceAuth {
  verifier: TokenVerifier;
  revocations: SessionRevocations;
  close(): Promise<void>;
}

/**
 * A standalone service's token check: identity's public key(s) plus the shared list of revoked sessions
 * (Redis). Without REDIS_URL the process cannot hear of another process's logout: it says so once, and
 * such tokens end with their 15 minutes.
 */
export async function createServiceAuth(options: {
  publicKeyPem?: string;
  keysDir: string;
  redisUrl?: string;
  keyPrefix?: string;
  logger: { warn(obj: object, msg: string): void };
}): Promise<ServiceAuth> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectionName: 'session-revocations' })
    : undefined;
  redis?.on('error', (error: Error) =>
    options.logger.warn({ err: error.message }, 'session revocation list: redis error'),
  );
  if (!redis)
    options.logger.warn(
      {},
      'REDIS_URL is unset: sessions ended by another process are refused here only when their tokens expire',
    );
  const revocations = await createSessionRevocations({
    redis,
    keyPrefix: options.keyPrefix,
    logger: options.logger,
  });
  return {
    verifier: createTokenVerifier(loadVerifierKeys(options), { revocations }),
    revocations,
    async close() {
      await revocations.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
