import type { Pool } from '@journal/db';
import type { CrossrefDepositSettings } from '../../config';
import { postDeposit } from '../../clients/crossref-client';
import { fetchCrossrefResult } from '../../clients/crossref-result.client';
import { crossrefDepositXml, type Depositor } from '../../domain/crossref-deposit.xml';
import { authenticatedOrcidsOf } from '../../domain/authenticated-orcids';
import { publicFullTextOf } from '../../domain/fulltext/public-full-text';
import type { PublicLinks } from '../../public-links';
import type { RegistryClient } from './registry-client';

/**
 * Crossref through its HTTPS deposit (doMDUpload) and its submission result: the POST only says the file
 * was received, so the deposit is `deposited` once the result of that file reports success.
 */
export function crossrefRegistry(deps: {
  pool: Pool;
  settings: CrossrefDepositSettings;
  links: PublicLinks;
  depositor: Depositor;
  registrant: string;
}): RegistryClient {
  const { settings } = deps;
  return {
    registry: 'crossref',
    retry: settings,
    async send(_deposit, article, requestId) {
      const xml = crossrefDepositXml(article, {
        depositor: deps.depositor,
        registrant: deps.registrant,
        resourceUrl: deps.links.article(article.id),
        // Unique per attempt: Crossref's result is found by it and only the first match is returned.
        batchId: requestId,
        // The reference list is the published full text's (none before a production file is approved).
        references: (await publicFullTextOf(deps.pool, article.id))?.fullText.references,
        authenticatedOrcids: await authenticatedOrcidsOf(deps.pool, article),
      });
      const fileName = `${requestId}.xml`;
      const answer = await postDeposit(settings, xml, fileName);
      if (!answer.accepted)
        return {
          kind:
            answer.httpStatus >= 400 && answer.httpStatus < 500 && answer.httpStatus !== 429
              ? 'rejected'
              : 'refused',
          httpStatus: answer.httpStatus,
          message: answer.detail || `HTTP ${answer.httpStatus}`,
          answer: answer.detail,
        };
      return {
        kind: 'accepted',
        httpStatus: answer.httpStatus,
        message: 'Received by Crossref; waiting for its submission result',
        answer: answer.detail,
        remoteRef: fileName,
      };
    },
    async confirm(deposit) {
      const fileName = deposit.remoteRef!;
      const result = await fetchCrossrefResult(settings, fileName, fileName.replace(/\.xml$/, ''));
      return { ...result, answer: result.answer.slice(0, 4000) };
    },
  };
}
