import { Router } from 'express';
import type { PasswordResetService } from '../domain/password-reset.service';
import type { ProfileService } from '../domain/services';
import type { VerificationLinksService } from '../domain/verification-links.service';

/** Service-to-service routes, mounted under `/internal` behind the INTERNAL_TOKEN check by the host. */
export function internalRoutes(deps: {
  profile: ProfileService;
  verificationLinks: VerificationLinksService;
  passwordReset: PasswordResetService;
}): Router {
  const router = Router();
  router.get('/users/:userId', async (req, res) => {
    res.json(await deps.profile.internalUser(String(req.params.userId)));
  });
  // The token for a verification mail (404 once used, expired or superseded).
  router.post('/email-verifications/:reference/token', async (req, res) => {
    res.json(await deps.verificationLinks.tokenFor(String(req.params.reference)));
  });
  // The token for a password reset mail (404 once used, expired or superseded).
  router.post('/password-resets/:reference/token', async (req, res) => {
    res.json(await deps.passwordReset.tokenFor(String(req.params.reference)));
  });
  return router;
}
