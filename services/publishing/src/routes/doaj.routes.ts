import { Router, type Request } from 'express';
import {
  assertInEditorialScope,
  editorialGuard,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import type { Pool } from '@journal/db';
import { validate } from '@journal/errors';
import type { Logger } from '@journal/logger';
import { z } from 'zod';
import { doajArticlesXml } from '../domain/doaj/doaj-articles.xml';
import { articlesForDoaj } from '../domain/doaj/doaj-export';
import { JOURNAL_NOT_FOUND_MESSAGE } from '../domain/issue-editing';
import { warnOfDroppedCharactersIn } from '../domain/dropped-characters';
import type { PublicLinks } from '../public-links';

export interface DoajRoutesDeps {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  links: PublicLinks;
  publisherName: string;
  logger: Logger;
}

const exportQuery = z.object({ issue: z.string().min(1, 'issue must be an issue id').optional() });

/** The articles' language: the site publishes in English (docs/product-decisions.md, "DOAJ export"). */
const ARTICLE_LANGUAGE = 'eng';

/**
 * `GET /api/admin/journals/{slug}/doaj.xml[?issue={id}]`: DOAJ's article XML (doajArticles.xsd) of one
 * published issue or of every published article, for the journal's editors and the administrator, to
 * upload at DOAJ ("Upload article XML").
 */
export function doajRoutes(deps: DoajRoutesDeps): Router {
  const router = Router();
  router.get(
    '/api/admin/journals/:slug/doaj.xml',
    ...editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles }),
    async (req: Request<{ slug: string }>, res) => {
      const { issue } = validate(exportQuery, req.query);
      const articles = await articlesForDoaj(deps.pool, req.params.slug, issue, (slug) =>
        assertInEditorialScope(req, slug, JOURNAL_NOT_FOUND_MESSAGE),
      );
      warnOfDroppedCharactersIn(deps.logger, 'DOAJ XML', articles);
      const xml = doajArticlesXml(articles, {
        publisher: deps.publisherName,
        language: ARTICLE_LANGUAGE,
        articleUrl: (id) => deps.links.article(id),
      });
      res
        .type('application/xml; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .set('Content-Disposition', `attachment; filename="${req.params.slug}-doaj.xml"`)
        .send(xml);
    },
  );
  return router;
}
