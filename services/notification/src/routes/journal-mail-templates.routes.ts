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
import { templateByKey, type TemplateDefinition } from '../domain/mail/journal-templates/template-registry';
import {
  currentTemplate,
  journalTemplates,
  resetTemplate,
  saveTemplate,
  type TemplateOwner,
} from '../domain/mail/journal-templates/journal-templates';
import { renderJournalTemplate } from '../domain/mail/journal-templates/render-journal-template';
import { MAIL_TEMPLATE_NOT_FOUND, parseTemplateInput } from '../domain/mail/journal-templates/template.input';
import type { TemplateContext } from '../domain/mail/templates/template.types';
import { siteTemplateContext } from '../domain/mail/site-context';

export const MAIL_TEMPLATES_PATH = '/api/admin/journals/:slug/mail-templates';
/** The site's own mails (password reset, address verification): the administrator words them. */
export const SITE_MAIL_TEMPLATES_PATH = '/api/admin/site/mail-templates';
/** The publisher's wording (issue 44 item 3): inherited by every journal without its own; the administrator's. */
export const PUBLISHER_MAIL_TEMPLATES_PATH = '/api/admin/publisher/mail-templates';
export const NOT_ALLOWED_TO_MANAGE = 'You are not allowed to manage this journal';
const NOT_ALLOWED_TO_MANAGE_SITE = 'Only the administrator can change the site';
const NOT_ALLOWED_TO_MANAGE_PUBLISHER = "Only the administrator can change the publisher's templates";
const JOURNAL_NOT_FOUND = 'Journal not found';
const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

type SlugRequest = Request<{ slug?: string; key?: string }>;

/** The journal of the path, in the caller's scope (another journal does not exist for them). */
function journalOf(req: SlugRequest): string {
  const slug = req.params.slug ?? '';
  if (!slugParam.safeParse(slug).success) throw new NotFoundError(JOURNAL_NOT_FOUND);
  assertInEditorialScope(req, slug, JOURNAL_NOT_FOUND);
  return slug;
}

/**
 * Whose templates the path is about: the journal's (read by its editors), or the publisher's or the
 * site's (the administrator's alone, read and write).
 */
function ownerOf(req: SlugRequest): TemplateOwner {
  if (req.params.slug !== undefined) return { journalId: journalOf(req) };
  const publisher = req.originalUrl.startsWith(PUBLISHER_MAIL_TEMPLATES_PATH);
  if (!editorialScopeOf(req).administrator)
    throw new ForbiddenError(publisher ? NOT_ALLOWED_TO_MANAGE_PUBLISHER : NOT_ALLOWED_TO_MANAGE_SITE);
  return publisher ? { publisher: true } : { site: true };
}

/** Changing the wording is a journal setting: its managers and the administrator (editors read). */
function assertManager(req: SlugRequest, owner: TemplateOwner): void {
  const scope = editorialScopeOf(req);
  if (scope.administrator) return;
  const role =
    'journalId' in owner ? scope.journals.find((j) => j.slug === owner.journalId)?.role : undefined;
  if (role !== 'manager') throw new ForbiddenError(NOT_ALLOWED_TO_MANAGE);
}

function templateOf(req: SlugRequest, owner: TemplateOwner): TemplateDefinition {
  const definition = templateByKey('site' in owner ? 'site' : 'journal', req.params.key ?? '');
  if (!definition) throw new NotFoundError(MAIL_TEMPLATE_NOT_FOUND);
  return definition;
}

/** The owner and template a change (save or reset) is about, once the caller may change its wording. */
function templateToChange(req: SlugRequest): { owner: TemplateOwner; definition: TemplateDefinition } {
  const owner = ownerOf(req);
  assertManager(req, owner);
  return { owner, definition: templateOf(req, owner) };
}

/**
 * Mail templates (issue 29 item 9, issue 42 item 7): every mail a journal sends, each in its own wording or
 * the default; managers and the administrator change or reset them, editors of the journal read and
 * preview them. The publisher's wording (issue 44 item 3), inherited by every journal without its own, and
 * the site's own mails (an account's, not a journal's) are the administrator's alone.
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

  for (const path of [MAIL_TEMPLATES_PATH, PUBLISHER_MAIL_TEMPLATES_PATH, SITE_MAIL_TEMPLATES_PATH]) {
    router.get(path, ...guard, async (req: SlugRequest, res: Response) => {
      const templates = await journalTemplates(deps.pool, ownerOf(req));
      noStore(res);
      res.json({ success: true, data: { templates } });
    });

    router.put(`${path}/:key`, ...guard, async (req: SlugRequest, res: Response) => {
      const { owner, definition } = templateToChange(req);
      const input = parseTemplateInput(definition, req.body);
      sendTemplate(res, await saveTemplate(deps.pool, owner, definition, input, authOf(req).email));
    });

    router.delete(`${path}/:key`, ...guard, async (req: SlugRequest, res: Response) => {
      const { owner, definition } = templateToChange(req);
      sendTemplate(res, await resetTemplate(deps.pool, owner, definition));
    });

    // A draft sent in the body is rendered as it stands (nothing saved); without one, the current wording.
    router.post(`${path}/:key/preview`, ...guard, async (req: SlugRequest, res: Response) => {
      const owner = ownerOf(req);
      const definition = templateOf(req, owner);
      const draft =
        req.body && typeof req.body === 'object' && ('subject' in req.body || 'body' in req.body)
          ? parseTemplateInput(definition, req.body)
          : undefined;
      const current = draft ?? (await currentTemplate(deps.pool, owner, definition));
      const { templates } = await siteTemplateContext(deps.pool, deps.templates);
      const preview = renderJournalTemplate(current, definition, definition.sample, templates);
      noStore(res);
      res.json({ success: true, data: { preview } });
    });
  }

  return router;
}
