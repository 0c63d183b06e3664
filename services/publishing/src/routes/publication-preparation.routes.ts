import { Router, type Request } from 'express';
import {
  assertInEditorialScope,
  editorialGuard,
  SUBMISSION_NOT_FOUND,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import type { Pool } from '@journal/db';
import { ConflictError, NotFoundError, validate } from '@journal/errors';
import type { FileStorage } from '@journal/storage';
import { LICENCE_CODES } from '../domain/licences';
import { swapGalley } from '../domain/galley/swap-galley';
import {
  preparationOf,
  removePreparationGalley,
  replacePreparationGalley,
  setPreparationLicence,
  type PublicationPreparation,
} from '../domain/publication-preparation';
import { licenceBody } from './admin-articles.routes';
import { commitUnderRole } from './commit-under-role';
import { receiveGalley } from './galley-upload';

export const NOT_ACCEPTED_MESSAGE =
  'The licence and PDF galley can be prepared only while the paper is accepted';

export interface PublicationPreparationDeps {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  storage: FileStorage;
}

const preparationJson = (p: PublicationPreparation) => ({
  status: p.status,
  licence: p.licence,
  galley: p.galleySize === null ? null : { size: p.galleySize },
});

/**
 * `/api/admin/articles/{id}/preparation` (issue 29 item 6; `{id}` is the submission's id): before the
 * article exists, the editors of the paper's journal set its licence and upload its PDF galley from
 * acceptance on; the first publication moves both onto the article. Once published, the article's own
 * licence and galley routes take over.
 */
export function publicationPreparationRoutes(deps: PublicationPreparationDeps): Router {
  const router = Router();
  const base = '/api/admin/articles/:id/preparation';
  router.use(base, ...editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles }));

  const preparationOr404 = async (req: Request<{ id: string }>) => {
    const found = await preparationOf(deps.pool, req.params.id);
    if (!found) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    assertInEditorialScope(req, found.journalId);
    return found;
  };
  const acceptedOr409 = async (req: Request<{ id: string }>) => {
    const found = await preparationOr404(req);
    if (found.status !== 'accepted' || found.hasArticle) throw new ConflictError(NOT_ACCEPTED_MESSAGE);
    return found;
  };
  const answer = async (req: Request<{ id: string }>) => ({
    success: true,
    preparation: preparationJson(await preparationOr404(req)),
    licences: LICENCE_CODES,
  });

  router.get(base, async (req: Request<{ id: string }>, res) => {
    res.set('Cache-Control', 'no-store').json(await answer(req));
  });

  router.put(`${base}/licence`, async (req: Request<{ id: string }>, res) => {
    const { licence } = validate(licenceBody, req.body);
    await acceptedOr409(req);
    await setPreparationLicence(deps.pool, req.params.id, licence);
    res.json(await answer(req));
  });

  router.put(`${base}/galley`, async (req: Request<{ id: string }>, res) => {
    const { journalId } = await acceptedOr409(req);
    const put = await receiveGalley(req, deps.storage);
    const stored = await swapGalley(deps.storage, put, (galley) =>
      commitUnderRole(deps.pool, req, journalId, (client) =>
        replacePreparationGalley(client, req.params.id, galley),
      ),
    );
    if (!stored) throw new ConflictError(NOT_ACCEPTED_MESSAGE);
    res.json(await answer(req));
  });

  router.delete(`${base}/galley`, async (req: Request<{ id: string }>, res) => {
    await acceptedOr409(req);
    const removed = await removePreparationGalley(deps.pool, deps.storage, req.params.id);
    if (!removed) throw new ConflictError(NOT_ACCEPTED_MESSAGE);
    res.json(await answer(req));
  });
  return router;
}
