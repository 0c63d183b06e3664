import { Router } from 'express';
import { authOf, type TokenVerifier } from '@journal/auth';
import { NotFoundError, validate } from '@journal/errors';
import { invitationTokenSchema, orcidAuthorizeSchema, orcidCallbackSchema } from '../domain/orcid.input';
import { INVITATION_PAGE_PATH, type OrcidInvitationsService } from '../domain/orcid-invitations.service';
import {
  ORCID_CALLBACK_PATH,
  ORCID_NOT_CONFIGURED,
  type OrcidOutcome,
  type OrcidSignInService,
} from '../domain/orcid-sign-in.service';
import { requireAuthor } from './route-helpers';

/** Where the browser lands after ORCID (the profile, or a co-author's invitation page): it reads the outcome from the query. */
function landingAddress(result: OrcidOutcome): string {
  const query = new URLSearchParams({ orcid: result.outcome });
  if (result.outcome === 'failed') query.set('reason', result.reason);
  return `${result.for === 'invitation' ? INVITATION_PAGE_PATH : '/profile'}?${query.toString()}`;
}

/** Sign in with ORCID (issue 43 item 6): start, ORCID's redirect back, and disconnect. */
export function orcidRoutes(deps: {
  verifier: TokenVerifier;
  orcid: OrcidSignInService;
  orcidInvitations: OrcidInvitationsService;
}): Router {
  const router = Router();
  const author = requireAuthor(deps.verifier);

  router.post('/api/profile/orcid/authorize', author, async (req, res) => {
    const { addWorks } = validate(orcidAuthorizeSchema, req.body ?? undefined);
    const url = await deps.orcid.authorizeUrl(authOf(req), addWorks);
    res.json({ success: true, data: { url } });
  });

  // No bearer token: the browser comes back from ORCID, and the single-use state names the author.
  router.get(ORCID_CALLBACK_PATH, async (req, res) => {
    if (!deps.orcid.enabled) throw new NotFoundError(ORCID_NOT_CONFIGURED);
    const query = validate(orcidCallbackSchema, req.query);
    res.redirect(303, landingAddress(await deps.orcid.callback(query)));
  });

  // A co-author's invitation (no account: the link's token names the paper and the address).
  router.get('/api/orcid/invitations/:token', async (req, res) => {
    const token = validate(invitationTokenSchema, req.params.token);
    res.json({ success: true, data: await deps.orcidInvitations.page(token) });
  });

  router.post('/api/orcid/invitations/:token/authorize', async (req, res) => {
    const token = validate(invitationTokenSchema, req.params.token);
    const { addWorks } = validate(orcidAuthorizeSchema, req.body ?? undefined);
    const url = await deps.orcidInvitations.authorizeUrl(token, addWorks);
    res.json({ success: true, data: { url } });
  });

  router.delete('/api/profile/orcid', author, async (req, res) => {
    const user = await deps.orcid.disconnect(authOf(req));
    const status = await deps.orcid.statusOf(user);
    res.json({
      success: true,
      message: 'Your ORCID iD is no longer connected.',
      data: {
        orcid: user.orcid,
        orcidAuthenticated: status.orcidAuthenticated,
        orcidWorksGranted: status.orcidWorksGranted,
      },
    });
  });

  return router;
}
