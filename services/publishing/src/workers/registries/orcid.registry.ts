import type { DepositRetrySettings } from '../../config';
import { sendOrcidWork } from '../../clients/orcid-member.client';
import type { OrcidGrants } from '../../clients/identity-orcid.client';
import { orcidWorkXml } from '../../domain/orcid/orcid-work.xml';
import type { PublicLinks } from '../../public-links';
import type { RegistryClient } from './registry-client';

/**
 * ORCID works through the member API: one deposit per author iD (the row's target), with the token of
 * that author's grant, asked of identity at the push. A later version updates the work by its put-code.
 */
export function orcidRegistry(deps: {
  apiUrl: string;
  retry: DepositRetrySettings;
  grants: OrcidGrants;
  links: PublicLinks;
}): RegistryClient {
  return {
    registry: 'orcid',
    retry: deps.retry,
    async send(deposit, article, _requestId, previousRef) {
      const token = await deps.grants.tokenOf(deposit.target);
      if (!token)
        return {
          kind: 'rejected',
          httpStatus: null,
          message: 'The author no longer grants this site access to their ORCID record',
          answer: '',
        };
      const xml = orcidWorkXml(article, {
        articleUrl: deps.links.article(article.id),
        putCode: previousRef ?? undefined,
      });
      const answer = await sendOrcidWork(deps.apiUrl, deposit.target, token, xml, previousRef);
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
        remoteRef: answer.putCode,
      };
    },
  };
}
