// Standalone identity process (distributed mode).
import { runStandalone } from '@journal/http';
import { createHttpSubmissionsReader, unavailableSubmissionsReader } from './clients/submission.client';
import { loadConfig } from './config';
import { createIdentityService } from './create-identity-service';
import { registrationSettingsOf } from './domain/registration-settings';

runStandalone('identity', loadConfig, async ({ base, config, adapters, journalRoles, relay }) => {
  const redis = adapters.redis('throttle');
  const instance = await createIdentityService({
    ...base,
    redis,
    redisPrefix: adapters.redisPrefix,
    signer: adapters.signer(),
    journalRoles,
    revocations: adapters.revocations(),
    publicUrl: config.PUBLIC_URL,
    admin: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
    submissions: config.SUBMISSION_URL
      ? createHttpSubmissionsReader(config.SUBMISSION_URL, config.INTERNAL_TOKEN)
      : unavailableSubmissionsReader,
    outboxMaxRowFailures: relay.maxRowFailures,
    // Several instances share ALTCHA_HMAC_KEY: a standalone identity never makes one up.
    registration: registrationSettingsOf(config, { generateKey: false }),
  });
  return { instance, describe: { throttle: redis ? 'redis' : 'memory' } };
});
