import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
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
import {
  customizableKind,
  type AnyCustomizableKind,
} from '../domain/mail/journal-templates/customizable-kinds';
import {
  currentTemplate,
  journalTemplates,
  resetTemplate,
  saveTemplate,
} from '../domain/mail/journal-templates/journal-templates';
import { renderJournalTemplate } from '../domain/mail/journal-templates/render-journal-template';
import { MAIL_TEMPLATE_NOT_FOUND, parseTemplateInput } from '../domain/mail/journal-templates/template.input';
import type { TemplateContext } from '../domain/mail/templates/template.types';
import { siteTemplateContext } from '../domain/mail/site-context';

export const MAIL_TEMPLATES_PATH = '/api/admin/journals/:slug/mail-templates';
export const NOT_ALLOWED_TO_MANAGE = 'You are not allowed to manage this journal';
const JOURNAL_NOT_FOUND = 'Journal not found';
const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

type SlugRequest = Request<{ slug: string; kind?: string }>;

/** The journal of the path, in the caller's scope (another journal does not exist for them). */
function journalOf(req: SlugRequest): string {
  if (!slugParam.safeParse(req.params.slug).success) throw new NotFoundError(JOURNAL_NOT_FOUND);
  assertInEditorialScope(req, req.params.slug, JOURNAL_NOT_FOUND);
  return req.params.slug;
}

/** Changing the wording is a journal setting: its managers and the administrator (editors read). */
function assertManager(req: SlugRequest, journalId: string): void {
  const scope = editorialScopeOf(req);
  if (scope.administrator) return;
  const role = scope.journals.find((j) => j.slug === journalId)?.role;
  if (role !== 'manager') throw new ForbiddenError(NOT_ALLOWED_TO_MANAGE);
}

function kindOf(req: SlugRequest): AnyCustomizableKind {
  const definition = customizableKind(req.params.kind ?? '');
  if (!definition) throw new NotFoundError(MAIL_TEMPLATE_NOT_FOUND);
  return definition;
}

/** The journal and kind a change (save or reset) is about, once the caller may change its wording. */
function templateToChange(req: SlugRequest): { journalId: string; definition: AnyCustomizableKind } {
  const journalId = journalOf(req);
  assertManager(req, journalId);
  return { journalId, definition: kindOf(req) };
}

/**
 * A journal's mail templates (issue 29, item 9): the kinds a journal may reword, each in its own wording or
 * the default; managers and the administrator change or reset them, editors of the journal read and
 * preview them.
 */
export function journalMailTemplatesRoutes(deps: {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  templates: TemplateContext;
}): Router {
  const router = Router();
  const guard = editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles });
  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');
  const sendTemplate = (res: Response, template: unknown) => {
    noStore(res);
    res.json({ success: true, data: { template } });
  };

  router.get(MAIL_TEMPLATES_PATH, ...guard, async (req: SlugRequest, res: Response) => {
    const journalId = journalOf(req);
    const templates = await journalTemplates(deps.pool, journalId);
    noStore(res);
    res.json({ success: true, data: { templates } });
  });

  router.put(`${MAIL_TEMPLATES_PATH}/:kind`, ...guard, async (req: SlugRequest, res: Response) => {
    const { journalId, definition } = templateToChange(req);
    const input = parseTemplateInput(definition, req.body);
    sendTemplate(res, await saveTemplate(deps.pool, journalId, definition, input, authOf(req).email));
  });

  router.delete(`${MAIL_TEMPLATES_PATH}/:kind`, ...guard, async (req: SlugRequest, res: Response) => {
    const { journalId, definition } = templateToChange(req);
    sendTemplate(res, await resetTemplate(deps.pool, journalId, definition));
  });

  // A draft sent in the body is rendered as it stands (nothing saved); without one, the current wording.
  router.post(`${MAIL_TEMPLATES_PATH}/:kind/preview`, ...guard, async (req: SlugRequest, res: Response) => {
    const journalId = journalOf(req);
    const definition = kindOf(req);
    const draft =
      req.body && typeof req.body === 'object' && ('subject' in req.body || 'body' in req.body)
        ? parseTemplateInput(definition, req.body)
        : undefined;
    const current = draft ?? (await currentTemplate(deps.pool, journalId, definition));
    const { templates } = await siteTemplateContext(deps.pool, deps.templates);
    const preview = renderJournalTemplate(current, definition, definition.sample, templates);
    noStore(res);
    res.json({ success: true, data: { preview } });
  });

  return router;
}
