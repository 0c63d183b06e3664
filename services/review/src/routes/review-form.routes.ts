import { Router, type Request, type Response } from 'express';
import {
  assertInEditorialScope,
  authOf,
  editorialGuard,
  editorialScopeOf,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import type { Pool } from '@journal/db';
import { ForbiddenError, NotFoundError } from '@journal/errors';
import { isJournalSlug } from '@journal/journals';
import { ReviewFormService } from '../domain/review-form/review-form.service';

export const REVIEW_FORM_PATH = '/api/admin/journals/:slug/review-form';
export const NOT_ALLOWED_TO_MANAGE = 'You are not allowed to manage this journal';
const JOURNAL_NOT_FOUND = 'Journal not found';

type SlugRequest = Request<{ slug: string }>;

/** The journal of the path, in the caller's scope (another journal does not exist for them). */
function journalOf(req: SlugRequest): string {
  if (!isJournalSlug(req.params.slug)) throw new NotFoundError(JOURNAL_NOT_FOUND);
  assertInEditorialScope(req, req.params.slug, JOURNAL_NOT_FOUND);
  return req.params.slug;
}

/**
 * A journal's review form (issue 42, item 5): its editors and managers read it, its managers and the
 * administrator replace it. A change reaches only invitations sent after it (each takes a copy).
 */
export function reviewFormRoutes(deps: {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
}): Router {
  const router = Router();
  const forms = new ReviewFormService(deps.pool);
  const guard = editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles });
  const send = (res: Response, questions: unknown) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { questions } });
  };

  router.get(REVIEW_FORM_PATH, ...guard, async (req: SlugRequest, res: Response) => {
    send(res, await forms.questions(journalOf(req)));
  });

  router.put(REVIEW_FORM_PATH, ...guard, async (req: SlugRequest, res: Response) => {
    const journalId = journalOf(req);
    const scope = editorialScopeOf(req);
    if (!scope.administrator && scope.journals.find((j) => j.slug === journalId)?.role !== 'manager')
      throw new ForbiddenError(NOT_ALLOWED_TO_MANAGE);
    send(res, await forms.replace(journalId, req.body, authOf(req).email));
  });

  return router;
}
