import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  assertInEditorialScope,
  editorialGuard,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { NotFoundError, validate } from '@journal/errors';
import type { FileStorage } from '@journal/storage';
import { articleJson } from '../domain/article.json';
import { LICENCE_CODES, licenceUrl, isLicence } from '../domain/licences';
import { sitePaths, type PublicLinks } from '../public-links';
import { crossrefDepositXml, type Depositor } from '../domain/crossref-deposit.xml';
import { warnOfDroppedCharacters } from '../domain/dropped-characters';
import { authenticatedOrcidsOf } from '../domain/authenticated-orcids';
import { publicFullTextOf } from '../domain/fulltext/public-full-text';
import { swapGalley } from '../domain/galley/swap-galley';
import {
  articleForEditors,
  crossrefDepositsOf,
  removeArticleGalley,
  replaceArticleGalley,
  setArticleLicence,
} from '../domain/article-editing';
import { ARTICLE_NOT_FOUND_MESSAGE, type Article } from '../domain/live-article';
import { commitUnderRole } from './commit-under-role';
import { receiveGalley } from './galley-upload';

export interface AdminArticlesDeps {
  pool: Pool;
  links: PublicLinks;
  verifier: TokenVerifier;
  /** A non-administrator's journal roles (issue 28); unset: only the administrator's token. */
  journalRoles?: EditorialRoles;
  storage: FileStorage;
  depositor: Depositor;
  registrant: string;
  /** Whether publications queue Crossref deposits (CROSSREF_DEPOSIT_URL set). */
  depositsEnabled: boolean;
  logger: Logger;
}

export const licenceBody = z.object({
  licence: z
    .string({ error: 'licence is required' })
    .refine(isLicence, { message: `licence must be one of: ${LICENCE_CODES.join(', ')}` }),
});

/** The article, if it exists and is of one of the caller's journals (an editor's scope, issue 28). */
async function articleOr404(pool: Pool, id: string, req: Request): Promise<Article> {
  const article = await articleForEditors(pool, id);
  if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
  assertInEditorialScope(req, article.journalId, ARTICLE_NOT_FOUND_MESSAGE);
  return article;
}

/**
 * Whether Crossref's record is behind the article (issue 42 item 3): it changed (an editor's correction,
 * a new date) after its last successful deposit, or was never deposited; with deposits configured such a
 * change has queued a redeposit, without them this is how the editors see that one is due.
 */
function changedSinceDeposit(article: Article, deposits: { depositedAt: Date | null }[]): boolean {
  const last = deposits.reduce<Date | null>(
    (latest, d) => (d.depositedAt && (!latest || d.depositedAt > latest) ? d.depositedAt : latest),
    null,
  );
  return !last || article.modifiedAt > last;
}

/**
 * `/api/admin/articles/{id}` (the administrator, or an editor of the article's journal; `{id}` is the submission's id): the article's publishing state
 * for the admin detail page (galley, licence, Crossref deposits), the Crossref XML, and the editor's
 * changes (licence, PDF galley).
 */
export function adminArticlesRoutes(deps: AdminArticlesDeps): Router {
  const router = Router();
  router.use('/api/admin/articles', ...editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles }));

  const adminJson = async (article: Article) => {
    const deposits = await crossrefDepositsOf(deps.pool, article.id);
    return adminArticleJson(article, deposits);
  };
  const adminArticleJson = (article: Article, deposits: Awaited<ReturnType<typeof crossrefDepositsOf>>) => ({
    ...articleJson(article),
    withdrawn_at: article.withdrawnAt?.toISOString() ?? null,
    licence_url: licenceUrl(article.licence),
    galley: article.galleyKey ? { size: article.galleySize, url: sitePaths.galley(article.id) } : null,
    crossref: {
      enabled: deps.depositsEnabled,
      xml_url: `/api/admin/articles/${article.id}/crossref.xml`,
      changed_since_deposit: changedSinceDeposit(article, deposits),
      deposits: deposits.map((d) => ({
        id: d.id,
        doi: d.doi,
        status: d.state,
        attempts: d.attempts,
        http_status: d.httpStatus,
        last_error: d.lastMessage,
        created_at: d.createdAt.toISOString(),
        updated_at: d.updatedAt.toISOString(),
        deposited_at: d.depositedAt?.toISOString() ?? null,
      })),
    },
  });

  router.get('/api/admin/articles/:id', async (req: Request<{ id: string }>, res) => {
    const article = await articleOr404(deps.pool, req.params.id, req);
    res
      .set('Cache-Control', 'no-store')
      .json({ success: true, article: await adminJson(article), licences: LICENCE_CODES });
  });

  router.get('/api/admin/articles/:id/crossref.xml', async (req: Request<{ id: string }>, res) => {
    const article = await articleOr404(deps.pool, req.params.id, req);
    const fullText = (await publicFullTextOf(deps.pool, article.id))?.fullText;
    warnOfDroppedCharacters(deps.logger, 'Crossref XML', [{ id: article.id, content: [article, fullText] }]);
    const xml = crossrefDepositXml(article, {
      depositor: deps.depositor,
      registrant: deps.registrant,
      resourceUrl: deps.links.article(article.id),
      batchId: `preview-${article.id}`,
      references: fullText?.references,
      authenticatedOrcids: await authenticatedOrcidsOf(deps.pool, article),
    });
    res.type('application/xml; charset=utf-8').set('Cache-Control', 'no-store').send(xml);
  });

  router.put('/api/admin/articles/:id/licence', async (req: Request<{ id: string }>, res) => {
    const { licence } = validate(licenceBody, req.body);
    await articleOr404(deps.pool, req.params.id, req);
    await setArticleLicence(deps.pool, req.params.id, licence);
    res.json({ success: true, article: await adminJson(await articleOr404(deps.pool, req.params.id, req)) });
  });

  router.put('/api/admin/articles/:id/galley', async (req: Request<{ id: string }>, res) => {
    const article = await articleOr404(deps.pool, req.params.id, req);
    const put = await receiveGalley(req, deps.storage);
    const stored = await swapGalley(deps.storage, put, (galley) =>
      commitUnderRole(deps.pool, req, article.journalId, (client) =>
        replaceArticleGalley(client, req.params.id, galley),
      ),
    );
    if (!stored) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
    res.json({ success: true, article: await adminJson(await articleOr404(deps.pool, req.params.id, req)) });
  });

  router.delete('/api/admin/articles/:id/galley', async (req: Request<{ id: string }>, res) => {
    await articleOr404(deps.pool, req.params.id, req); // also refuses a malformed id before any SQL
    const removed = await removeArticleGalley(deps.pool, deps.storage, req.params.id);
    if (!removed) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
    res.json({ success: true, article: await adminJson(await articleOr404(deps.pool, req.params.id, req)) });
  });
  return router;
}
