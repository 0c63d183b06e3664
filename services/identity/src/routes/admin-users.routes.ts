import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import { validate } from '@journal/errors';
import { userSearchSchema, type UserSearchService } from '../domain/user-search.service';

/** `GET /api/admin/users?q=&page=`: the administrator's user search (issue 45); 403 for anyone else. */
export function adminUsersRoutes(deps: { verifier: TokenVerifier; userSearch: UserSearchService }): Router {
  const router = Router();
  router.get('/api/admin/users', requireAdmin(deps.verifier), async (req, res) => {
    const input = validate(userSearchSchema, req.query);
    res.json({ success: true, data: await deps.userSearch.search(input) });
  });
  return router;
}
