import { Router } from 'express';
import { authOf, type TokenVerifier } from '@journal/auth';
import { validate } from '@journal/errors';
import type { ProfileService } from '../domain/services';
import { institutionSchema } from '../domain/institution.input';
import { queryString, requireAuthor } from './route-helpers';

/** `/api/users/*`: the author's own profile and institution. */
export function usersRoutes(deps: { verifier: TokenVerifier; profile: ProfileService }): Router {
  const router = Router();
  const author = requireAuthor(deps.verifier);

  router.get('/api/users/profile', author, async (req, res) => {
    const { user, submissionsUnavailable } = await deps.profile.getByEmail(
      authOf(req),
      queryString(req, 'email'),
    );
    res.json({
      success: true,
      message: 'Profile loaded',
      user,
      submissions_unavailable: submissionsUnavailable,
    });
  });

  router.get('/api/users/institution', author, async (req, res) => {
    const institution = await deps.profile.getInstitution(authOf(req), queryString(req, 'email'));
    res.json({ success: true, institution });
  });

  router.put('/api/users/institution', author, async (req, res) => {
    const { email, institution } = validate(institutionSchema, req.body);
    const saved = await deps.profile.setInstitution(authOf(req), email, institution);
    res.json({ success: true, message: 'Institution updated successfully', institution: saved });
  });

  return router;
}
