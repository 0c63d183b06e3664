import type { DoajDepositSettings } from '../../config';
import { sendDoajArticle } from '../../clients/doaj-client';
import { doajArticleJson } from '../../domain/doaj/doaj-article.json';
import type { PublicLinks } from '../../public-links';
import type { RegistryClient } from './registry-client';

/** DOAJ through its article API (v4): created with POST, a later version updated with PUT by DOAJ's id. */
export function doajRegistry(deps: {
  settings: DoajDepositSettings;
  links: PublicLinks;
  publisher: string;
}): RegistryClient {
  return {
    registry: 'doaj',
    retry: deps.settings,
    async send(_deposit, article, _requestId, previousRef) {
      const body = doajArticleJson(article, {
        publisher: deps.publisher,
        articleUrl: deps.links.article(article.id),
      });
      const answer = await sendDoajArticle(deps.settings, body, previousRef);
      const kind = answer.ok
        ? 'deposited'
        : answer.httpStatus >= 500 || answer.httpStatus === 429
          ? 'refused'
          : 'rejected';
      return {
        kind,
        httpStatus: answer.httpStatus,
        message: answer.message,
        answer: answer.answer,
        remoteRef: answer.id,
      };
    },
  };
}
