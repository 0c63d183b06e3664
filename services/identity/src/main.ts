// Standalone identity process (distributed mode).
import { Redis } from 'ioredis';
import { createTokenSigner, createTokenVerifier, loadSigningKeys } from '@journal/auth';
import { createPool } from '@journal/db';
import { createEventBus } from '@journal/events';
import { runStandalone } from '@journal/http';
import {
  createHttpSubmissionsReader,
  unavailableSubmissionsReader,
} from './adapters/http-submissions.reader';
import { loadConfig } from './config';
import { createIdentityService } from './identity.module';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'identity',
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    internalToken: config.INTERNAL_TOKEN,
    async build(logger) {
      const keys = loadSigningKeys({
        privateKeyPem: config.JWT_PRIVATE_KEY,
        publicKeyPem: config.JWT_PUBLIC_KEY,
      });
      if (!keys.privateKey) throw new Error('JWT_PRIVATE_KEY is required by the identity service');
      const pool = createPool(config.DATABASE_URL, { applicationName: 'identity' });
      const bus = createEventBus({
        kind: config.EVENT_BUS,
        redisUrl: config.REDIS_URL,
        kafkaBrokers: config.KAFKA_BROKERS,
        logger,
        redis: { maxLen: config.EVENT_STREAM_MAXLEN },
      });
      // Login throttling must fail fast when Redis is away rather than hang a login.
      const redis = config.REDIS_URL
        ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 2000 })
        : undefined;
      const instance = await createIdentityService({
        logger,
        pool,
        bus,
        redis,
        signer: createTokenSigner(keys.privateKey),
        verifier: createTokenVerifier(keys.publicKeys),
        publicUrl: config.PUBLIC_URL,
        admin: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
        google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
        submissions: config.SUBMISSION_URL
          ? createHttpSubmissionsReader(config.SUBMISSION_URL, config.INTERNAL_TOKEN)
          : unavailableSubmissionsReader,
        outboxMaxRowFailures: config.OUTBOX_MAX_ROW_FAILURES,
      });
      return {
        instance,
        cleanup: [() => bus.close(), () => pool.end(), async () => redis?.quit()],
        describe: { eventBus: config.EVENT_BUS, throttle: redis ? 'redis' : 'memory' },
      };
    },
  };
});
