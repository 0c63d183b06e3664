import { Redis } from 'ioredis';
import {
  createSessionRevocations,
  createTokenVerifier,
  loadVerifierKeys,
  type TokenVerifier,
} from '@journal/auth';
import type { PlatformSettings } from '@journal/config';
import { REDIS_ROLE_OPTIONS } from '@journal/http';
import type { Logger } from '@journal/logger';

/**
 * The proxy gateway's token verifier, for its one administrator route (`GET /api/platform/routes`): the
 * public key every service verifies with (JWT_PUBLIC_KEY or DATA_DIR/keys), and the session revocation list
 * over Redis when REDIS_URL is set (without it, a logged-out administrator's token reads the route table
 * until it expires, at most 15 minutes: ADR 0038). Made on first use, so a gateway without keys starts.
 */
export function proxyVerifier(
  config: { JWT_PUBLIC_KEY?: string; platform: PlatformSettings },
  logger: Logger,
): { verifier: () => TokenVerifier; close(): Promise<void> } {
  let made: { verifier: TokenVerifier; redis?: Redis } | undefined;
  const make = () => {
    const { platform } = config;
    const redis = platform.redis
      ? new Redis(platform.redis.url, { ...REDIS_ROLE_OPTIONS.throttle, connectionName: 'gateway-throttle' })
      : undefined;
    redis?.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis connection error'));
    const revocations = createSessionRevocations({ redis, keyPrefix: platform.redisPrefix, logger });
    const keys = loadVerifierKeys({ publicKeyPem: config.JWT_PUBLIC_KEY, keysDir: platform.keysDir });
    return { verifier: createTokenVerifier(keys, { revocations }), redis };
  };
  return {
    verifier: () => (made ??= make()).verifier,
    async close() {
      await made?.redis?.quit().catch(() => undefined);
    },
  };
}
