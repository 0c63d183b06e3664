import { UserSearchService } from './domain/user-search.service';
import type { Redis } from 'ioredis';
import type { SessionRevocations, TokenSigner } from '@journal/auth';
import { OutboxRelay } from '@journal/events';
import { readiness, type ServiceInstance, type EditorialServiceDeps } from '@journal/http';
import { createRouters } from './app';
import { createArgon2Hasher } from './domain/argon2-password.hasher';
import { createGoogleIdTokenVerifier } from './clients/google-id-token.verifier';
import { unavailableSubmissionsReader } from './clients/submission.client';
import { createJwksKeySource } from './clients/jwks-key.source';
import { createOrcidOAuthClient } from './clients/orcid-oauth.client';
import type { OrcidOAuth } from './domain/orcid-oauth.port';
import { OrcidInvitationsService } from './domain/orcid-invitations.service';
import { OrcidSignInService } from './domain/orcid-sign-in.service';
import type { OrcidSettings } from './domain/orcid-settings';
import { createMemoryLoginThrottle } from './repositories/memory-login.throttle';
import { createRedisLoginThrottle } from './repositories/redis-login.throttle';
import { upsertAdmin, type AdminAccountInput } from './domain/admin-accounts.service';
import { AdminLoginService } from './domain/admin-login.service';
import { AuthorLoginService } from './domain/author-login.service';
import { CookieConsentService } from './domain/cookie-consent.service';
import type { DomainDeps } from './domain/domain-deps';
import type { GoogleTokenVerifier } from './domain/google-token.port';
import { GoogleSignInService } from './domain/google-sign-in.service';
import { LoginGuard } from './domain/login-guard';
import type { LoginThrottle } from './repositories/login-throttle.port';
import type { PasswordHasher } from './domain/password-hasher.port';
import { PasswordResetService } from './domain/password-reset.service';
import { ProfileService } from './domain/profile.service';
import { RegistrationService } from './domain/registration.service';
import { SessionsService } from './domain/sessions.service';
import { VerificationLinksService } from './domain/verification-links.service';
import type { SubmissionsReader } from './domain/submissions-reader.port';
import { createAltchaChallenge } from './domain/altcha-challenge';
import { createMemoryUsedChallenges } from './repositories/memory-used-challenges';
import { createRedisUsedChallenges } from './repositories/redis-used-challenges';
import { RegistrationGuard } from './domain/registration-guard';
import type { RegistrationSettings } from './domain/registration-settings';
import { SCHEMA } from './repositories/schema';

export const GOOGLE_JWKS_DEFAULT = 'https://www.googleapis.com/oauth2/v3/certs';

export interface IdentityServiceDeps extends EditorialServiceDeps {
  signer: TokenSigner;
  /** Where ended sessions are announced to every service (the store `verifier` checks). */
  revocations: SessionRevocations;
  /** Absolute site URL (verification links). */
  publicUrl: string;
  /** The main administrator, created or updated by start(). */
  admin?: AdminAccountInput;
  /** Sign in with ORCID (issue 43 item 6); off (503 / 404) without settings (orcidSettingsOf). */
  orcid?: OrcidSettings;
  /** Google sign-in; disabled (404) without a client id. */
  google?: { clientId?: string; jwksUrl?: string };
  /** Shared brute-force counters when several identity instances run; memory otherwise. */
  redis?: Redis;
  /** REDIS_PREFIX: the throttle's keys are `<prefix>:identity:login-failures:<key>`. */
  redisPrefix?: string;
  /**
   * Registrations per client address and hour, and the optional ALTCHA challenge (issue 26 item 7);
   * registrationSettingsOf(config). Unset: neither (tests of other things).
   */
  registration?: RegistrationSettings;
  /**
   * A user's journal roles (the journals service, issue 28): such an account may sign in on the admin
   * login. Unset: only administrators sign in there.
   */
  /** Port to the submission service; without one the profile reports submissions as unavailable. */
  submissions?: SubmissionsReader;
  /** Overrides for tests. */
  hasher?: PasswordHasher;
  loginThrottle?: LoginThrottle;
  googleVerifier?: GoogleTokenVerifier;
  orcidOAuth?: OrcidOAuth;
  outboxPollIntervalMs?: number;
  /** Failures of its own after which an outbox row is parked (default 10). */
  outboxMaxRowFailures?: number;
}

export interface IdentityService extends ServiceInstance {
  /** Creates or updates an administrator (the CLI and the embedded runner use it too). */
  ensureAdmin(input: AdminAccountInput): ReturnType<typeof upsertAdmin>;
}

/** The identity service: authors, administrators, sessions, profile, institution, consent (docs/conventions.md). */
export async function createIdentityService(deps: IdentityServiceDeps): Promise<IdentityService> {
  const logger = deps.logger;
  const hasher = deps.hasher ?? createArgon2Hasher();
  const throttle =
    deps.loginThrottle ??
    (deps.redis
      ? createRedisLoginThrottle(deps.redis, {
          prefix: `${deps.redisPrefix ?? 'journal'}:identity:login-failures:`,
        })
      : createMemoryLoginThrottle());
  const prefix = deps.redisPrefix ?? 'journal';
  const registrationGuard = new RegistrationGuard({
    counters: deps.redis
      ? createRedisLoginThrottle(deps.redis, { prefix: `${prefix}:identity:` })
      : createMemoryLoginThrottle(),
    perHour: deps.registration?.perHour ?? 0,
    challenge: deps.registration?.challenge
      ? createAltchaChallenge(
          deps.registration.challenge,
          deps.redis
            ? createRedisUsedChallenges(deps.redis, `${prefix}:identity:used-challenges:`)
            : createMemoryUsedChallenges(),
        )
      : undefined,
  });
  const relay = new OutboxRelay({
    pool: deps.pool,
    schema: SCHEMA,
    bus: deps.bus,
    logger,
    pollIntervalMs: deps.outboxPollIntervalMs,
    maxRowFailures: deps.outboxMaxRowFailures,
  });
  const sessions = new SessionsService({
    pool: deps.pool,
    logger,
    signer: deps.signer,
    revocations: deps.revocations,
  });
  const domain: DomainDeps = {
    pool: deps.pool,
    logger,
    hasher,
    signer: deps.signer,
    throttle,
    sessions,
    eventsWritten: () => relay.kick(),
    publicUrl: deps.publicUrl,
  };

  const googleVerifier =
    deps.googleVerifier ??
    (deps.google?.clientId
      ? createGoogleIdTokenVerifier({
          clientId: deps.google.clientId,
          keys: createJwksKeySource(deps.google.jwksUrl ?? GOOGLE_JWKS_DEFAULT),
          logger,
        })
      : undefined);

  const guard = new LoginGuard(throttle);
  const registration = new RegistrationService(domain);
  const orcidOAuth = deps.orcidOAuth ?? (deps.orcid ? createOrcidOAuthClient(deps.orcid) : undefined);
  const orcidInvitations = new OrcidInvitationsService(domain, orcidOAuth ? deps.orcid : undefined);
  const orcid = new OrcidSignInService(domain, deps.orcid, orcidOAuth, orcidInvitations);
  const profile = new ProfileService(domain, guard, deps.submissions ?? unavailableSubmissionsReader, orcid);
  const services = {
    verifier: deps.verifier,
    sessions,
    registration,
    registrationGuard,
    profile,
    authorLogin: new AuthorLoginService(domain, guard),
    adminLogin: new AdminLoginService(domain, guard, deps.journalRoles),
    google: new GoogleSignInService(domain, googleVerifier),
    cookieConsent: new CookieConsentService(deps.pool),
    verificationLinks: new VerificationLinksService(deps.pool),
    orcid,
    orcidInvitations,
    userSearch: new UserSearchService(deps.pool, deps.journalRoles),
    // Counters beside the registration's (same store, keys of their own): not the login failures'.
    passwordReset: new PasswordResetService(
      domain,
      deps.redis
        ? createRedisLoginThrottle(deps.redis, { prefix: `${prefix}:identity:` })
        : createMemoryLoginThrottle(),
    ),
  };

  const ensureAdmin = (input: AdminAccountInput) => upsertAdmin({ pool: deps.pool, hasher, logger }, input);

  return {
    name: 'identity',
    ...createRouters(services),
    ensureAdmin,
    async start() {
      if (deps.admin) await ensureAdmin(deps.admin);
      relay.start();
      logger.info(
        {
          google: services.google.enabled,
          orcid: orcid.enabled ? deps.orcid?.baseUrl : false,
          throttle: deps.redis ? 'redis' : 'memory',
          registrationsPerHour: deps.registration?.perHour ?? 0,
          registrationChallenge: registrationGuard.challengeEnabled,
        },
        'identity service started',
      );
    },
    async stop() {
      await relay.stop();
    },
    ready: readiness(deps.pool, () => deps.redis?.ping()),
  };
}
