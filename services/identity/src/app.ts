import { Router, type Express } from 'express';
import type { TokenVerifier } from '@journal/auth';
import { createServiceApp, type ServiceInstance } from '@journal/http';
import type { Logger } from '@journal/logger';
import type { RegistrationGuard } from './domain/registration-guard';
import type {
  AdminLoginService,
  AuthorLoginService,
  CookieConsentService,
  GoogleSignInService,
  ProfileService,
  RegistrationService,
} from './domain/services';
import type { OrcidInvitationsService } from './domain/orcid-invitations.service';
import type { OrcidSignInService } from './domain/orcid-sign-in.service';
import type { PasswordResetService } from './domain/password-reset.service';
import type { SessionsService } from './domain/sessions.service';
import type { UserSearchService } from './domain/user-search.service';
import type { VerificationLinksService } from './domain/verification-links.service';
import { adminAuthRoutes } from './routes/admin-auth.routes';
import { adminUsersRoutes } from './routes/admin-users.routes';
import { internalRoutes } from './routes/internal.routes';
import { orcidRoutes } from './routes/orcid.routes';
import { passwordResetRoutes } from './routes/password-reset.routes';
import { registrationRoutes } from './routes/registration.routes';
import { usersRoutes } from './routes/users.routes';

/** The identity use cases the routes call (built by createIdentityService). */
export interface IdentityUseCases {
  verifier: TokenVerifier;
  sessions: SessionsService;
  registration: RegistrationService;
  registrationGuard: RegistrationGuard;
  profile: ProfileService;
  authorLogin: AuthorLoginService;
  adminLogin: AdminLoginService;
  google: GoogleSignInService;
  cookieConsent: CookieConsentService;
  verificationLinks: VerificationLinksService;
  passwordReset: PasswordResetService;
  orcid: OrcidSignInService;
  orcidInvitations: OrcidInvitationsService;
  userSearch: UserSearchService;
}

/** Builds the service's HTTP surface from its use cases; never listens, never reads env. */
export function createRouters(deps: IdentityUseCases): { publicRouter: Router; internalRouter: Router } {
  return {
    publicRouter: Router().use(
      registrationRoutes(deps),
      passwordResetRoutes(deps),
      usersRoutes(deps),
      orcidRoutes(deps),
      adminAuthRoutes(deps),
      adminUsersRoutes(deps),
    ),
    internalRouter: internalRoutes(deps),
  };
}

/** The standalone identity HTTP app (health, public and internal routes) around a composed service; never listens. */
export function createApp(deps: {
  service: ServiceInstance;
  logger: Logger;
  internalToken: string;
  trustProxy?: string;
}): Express {
  return createServiceApp({
    logger: deps.logger,
    instances: [deps.service],
    internalToken: deps.internalToken,
    trustProxy: deps.trustProxy,
  });
}
