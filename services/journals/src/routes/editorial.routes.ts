import { Router } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import { z } from 'zod';
import { validate, validatePathParam } from '@journal/errors';
import type { MembersService } from '../domain/members.service';

/**
 * `GET /api/editorial/me` (any signed-in user): the journals the caller edits or manages (the
 * administrator: every journal, as manager). The SPA's header and dashboard read it.
 */
export function editorialRoutes(deps: { verifier: TokenVerifier; members: MembersService }): Router {
  const router = Router();
  router.get('/api/editorial/me', requireAuth(deps.verifier), async (req, res) => {
    const auth = authOf(req);
    const administrator = auth.role === 'admin';
    const journals = administrator
      ? await deps.members.everyJournal()
      : await deps.members.journalsOf(auth.sub);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { administrator, journals } });
  });
  return router;
}

const userIdParam = z.guid();
/** At most a hundred ids a call (a page of the user list holds twenty). */
const userIdsQuery = z.object({
  ids: z
    .string()
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(z.array(z.guid('ids must be user ids')).max(100, 'At most 100 ids a call')),
});

/**
 * `GET /internal/editorial/users/:userId` -> `{ journals: [{ slug, name, role }] }`: what every other
 * service's editorial guard asks, once per request of a non-administrator (ADR 0031). Mounted by the
 * host under `/internal`, behind the shared INTERNAL_TOKEN.
 */
export function editorialInternalRoutes(deps: { members: MembersService }): Router {
  const router = Router();
  // `GET /internal/editorial/users?ids=a,b`: `{ users: { [id]: journals } }` in one read (issue 45: the
  // administrator's user list asked once per row before).
  router.get('/editorial/users', async (req, res) => {
    const { ids } = validate(userIdsQuery, req.query);
    res.json({ users: await deps.members.journalsOfEach(ids) });
  });
  router.get('/editorial/users/:userId', async (req, res) => {
    const userId = validatePathParam(userIdParam, req.params.userId, 'User not found');
    res.json({ journals: await deps.members.journalsOf(userId) });
  });
  return router;
}
