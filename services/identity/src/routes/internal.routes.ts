import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError, validate } from '@journal/errors';
import { invitationRequestSchema } from '../domain/orcid.input';
import type { OrcidInvitationsService } from '../domain/orcid-invitations.service';
import type { OrcidSignInService } from '../domain/orcid-sign-in.service';
import type { PasswordResetService } from '../domain/password-reset.service';
import type { ProfileService } from '../domain/services';
import type { VerificationLinksService } from '../domain/verification-links.service';

/** Service-to-service routes, mounted under `/internal` behind the INTERNAL_TOKEN check by the host. */
export function internalRoutes(deps: {
  profile: ProfileService;
  verificationLinks: VerificationLinksService;
  passwordReset: PasswordResetService;
  orcidInvitations: OrcidInvitationsService;
  orcid: OrcidSignInService;
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
  // A fresh link for a co-author's ORCID invitation mail (404: ORCID not set up or already connected: no mail).
  router.post('/orcid/invitations', async (req, res) => {
    const link = await deps.orcidInvitations.linkFor(validate(invitationRequestSchema, req.body));
    if (!link) throw new NotFoundError('No ORCID invitation to send');
    res.json(link);
  });
  // Publishing's ORCID works (issue 43 item 6): which iDs granted /activities/update, and the token for
  // one push. `orcid` repeats; `token=1` adds the access tokens (a secret: internal callers only).
  router.get('/orcid-works-grants', async (req, res) => {
    const { orcid, token } = validate(worksGrantsQuery, req.query);
    const orcids = typeof orcid === 'string' ? [orcid] : (orcid ?? []);
    res
      .set('Cache-Control', 'no-store')
      .json({ grants: await deps.orcid.worksGrants(orcids, token === '1') });
  });
  return router;
}

const ORCID_ID = z.string().regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, 'orcid must be a bare ORCID iD');
const worksGrantsQuery = z.object({
  orcid: z.union([ORCID_ID, z.array(ORCID_ID).max(100)]).optional(),
  token: z.enum(['0', '1']).optional(),
});
