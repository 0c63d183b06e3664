// Standalone identity process (distributed mode).
import { runStandalone, createInternalClient, journalRolesClient } from '@journal/http';
import { createHttpSubmissionsReader, unavailableSubmissionsReader } from './clients/submission.client';
import { loadConfig } from './config';
import { createIdentityService } from './create-identity-service';
import { registrationSettingsOf } from './domain/registration-settings';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'identity',
    config,
    async build(adapters, logger) {
      const redis = adapters.redis('throttle');
      const instance = await createIdentityService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        redis,
        redisPrefix: adapters.redisPrefix,
        signer: adapters.signer(),
        verifier: adapters.verifier(),
        journalRoles: config.JOURNALS_URL
          ? journalRolesClient(createInternalClient(config.JOURNALS_URL, config.INTERNAL_TOKEN))
          : undefined,
        revocations: adapters.revocations(),
        publicUrl: config.PUBLIC_URL,
        admin: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
        google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
        submissions: config.SUBMISSION_URL
          ? createHttpSubmissionsReader(config.SUBMISSION_URL, config.INTERNAL_TOKEN)
          : unavailableSubmissionsReader,
        outboxMaxRowFailures: config.platform.outboxMaxRowFailures,
        // Several instances share ALTCHA_HMAC_KEY: a standalone identity never makes one up.
        registration: registrationSettingsOf(config, { generateKey: false }),
      });
      return { instance, describe: { throttle: redis ? 'redis' : 'memory' } };
    },
  };
});
