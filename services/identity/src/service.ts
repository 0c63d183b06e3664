// The identity service, described once (ADR 0038): the embedded composition and main.ts both build it here.
import { defineService } from '@journal/http';
import { createHttpSubmissionsReader, unavailableSubmissionsReader } from './clients/submission.client';
import { identityEnvSchema, loadConfig, type IdentityConfig } from './config';
import { createIdentityService } from './create-identity-service';
import { orcidSettingsOf, orcidSettingsShape } from './domain/orcid-settings';
import { registrationSettingsOf, registrationSettingsShape } from './domain/registration-settings';
import { MIGRATIONS_DIR, SCHEMA } from './repositories/schema';

/** The keys `build` reads: the standalone configuration and the gateway's (embedded) both have them. */
type BuildConfig = Pick<
  IdentityConfig,
  | 'PUBLIC_URL'
  | 'ADMIN_EMAIL'
  | 'ADMIN_PASSWORD'
  | 'GOOGLE_CLIENT_ID'
  | keyof typeof registrationSettingsShape
> & { GOOGLE_JWKS_URL?: string } & Partial<{ [K in keyof typeof orcidSettingsShape]: string }>;

export const identityService = defineService<BuildConfig>({
  name: 'identity',
  db: { schema: SCHEMA, migrations: MIGRATIONS_DIR },
  // /api/registration is shared with submission (a paper) and publishing (a proof): its paths one by one.
  routes: [
    { prefix: '/api/admin-auth', methods: ['GET', 'POST'] },
    // Issue 45: the administrator's user search.
    { path: '/api/admin/users', methods: ['GET'] },
    { prefix: '/api/users', methods: ['GET', 'PUT'] },
    { path: '/api/registration/check-email', methods: ['POST'] },
    { path: '/api/registration/challenge', methods: ['GET'] },
    { path: '/api/registration/register', methods: ['POST'] },
    { path: '/api/registration/login', methods: ['POST'] },
    { path: '/api/registration/google', methods: ['POST'] },
    { path: '/api/registration/refresh', methods: ['POST'] },
    { path: '/api/registration/logout', methods: ['POST'] },
    { path: '/api/registration/verify-email', methods: ['GET'] },
    { path: '/api/registration/update-profile', methods: ['PUT'] },
    { path: '/api/registration/cookie-consent', methods: ['POST'] },
    { path: '/api/registration/profile/:id', methods: ['GET'] },
    { path: '/api/registration/password-reset', methods: ['POST'] },
    { path: '/api/registration/password-reset/confirm', methods: ['POST'] },
    // Issue 43 item 6: Sign in with ORCID.
    { path: '/api/profile/orcid/authorize', methods: ['POST'] },
    { path: '/api/profile/orcid', methods: ['DELETE'] },
    { path: '/api/orcid/callback', methods: ['GET'] },
    { path: '/api/orcid/invitations/:token', methods: ['GET'] },
    { path: '/api/orcid/invitations/:token/authorize', methods: ['POST'] },
  ],
  consumers: [],
  configSchema: identityEnvSchema,
  loadConfig,
  async build(config, context) {
    const { adapters } = context;
    const redis = adapters.redis('throttle');
    const submissionUrl = context.peerUrl('submission');
    const instance = await createIdentityService({
      ...context.base,
      // As the other services' create functions do for themselves: every line names its service.
      logger: context.logger.child({ service: 'identity' }),
      redis,
      redisPrefix: adapters.redisPrefix,
      signer: adapters.signer(),
      journalRoles: context.journalRoles,
      revocations: adapters.revocations(),
      publicUrl: config.PUBLIC_URL,
      admin: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
      orcid: orcidSettingsOf(config),
      submissions: submissionUrl
        ? createHttpSubmissionsReader(submissionUrl, context.internalToken)
        : unavailableSubmissionsReader,
      outboxMaxRowFailures: context.relay.maxRowFailures,
      // One process may sign challenges with a key made up per start; instances that share them may not.
      registration: registrationSettingsOf(config, { generateKey: context.singleProcess }),
    });
    return { instance, describe: { throttle: redis ? 'redis' : 'memory' } };
  },
});
