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
/** The publisher's form (issue 44 item 3): inherited by every journal without its own; the administrator's. */
export const PUBLISHER_REVIEW_FORM_PATH = '/api/admin/publisher/review-form';
export const NOT_ALLOWED_TO_MANAGE = 'You are not allowed to manage this journal';
const NOT_ALLOWED_TO_MANAGE_PUBLISHER = "Only the administrator can change the publisher's review form";
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
  const send = (res: Response, data: object) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data });
  };
  const managedJournal = (req: SlugRequest) => {
    const journalId = journalOf(req);
    const scope = editorialScopeOf(req);
    if (!scope.administrator && scope.journals.find((j) => j.slug === journalId)?.role !== 'manager')
      throw new ForbiddenError(NOT_ALLOWED_TO_MANAGE);
    return journalId;
  };
  const assertAdministrator = (req: Request) => {
    if (!editorialScopeOf(req).administrator) throw new ForbiddenError(NOT_ALLOWED_TO_MANAGE_PUBLISHER);
  };

  // `inherited`: no form of its own, the publisher's questions are the journal's (issue 44 item 3).
  router.get(REVIEW_FORM_PATH, ...guard, async (req: SlugRequest, res: Response) => {
    send(res, await forms.state(journalOf(req)));
  });

  router.put(REVIEW_FORM_PATH, ...guard, async (req: SlugRequest, res: Response) => {
    const journalId = managedJournal(req);
    const questions = await forms.replace(journalId, req.body, authOf(req).email);
    send(res, { ...(await forms.state(journalId)), questions });
  });

  router.delete(REVIEW_FORM_PATH, ...guard, async (req: SlugRequest, res: Response) => {
    send(res, await forms.inherit(managedJournal(req)));
  });

  router.get(PUBLISHER_REVIEW_FORM_PATH, ...guard, async (req: Request, res: Response) => {
    assertAdministrator(req);
    send(res, { questions: await forms.publisherQuestions() });
  });

  router.put(PUBLISHER_REVIEW_FORM_PATH, ...guard, async (req: Request, res: Response) => {
    assertAdministrator(req);
    send(res, { questions: await forms.replacePublisher(req.body, authOf(req).email) });
  });

  return router;
}
