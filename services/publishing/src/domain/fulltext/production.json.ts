import type { Production } from '../../repositories/productions.repository';
import type { PublicLinks } from '../public-links';

/** Where the authors and editors read the converted proof: the SPA page over the preview API. */
export const proofPreviewUrl = (links: PublicLinks, submissionId: string) =>
  `${links.origin}/submissions/${submissionId}/proof`;

export const proofJson = (p: Production) => ({
  status: p.proofStatus,
  ...(p.proofStatus === 'corrections' && p.corrections ? { corrections: p.corrections } : {}),
});

/** `production` of the API answers (docs/api.md, "Production and proofs"). */
export function productionJson(p: Production, links: PublicLinks) {
  return {
    version: p.version,
    status: p.status,
    ...(p.error ? { error: p.error } : {}),
    previewUrl: proofPreviewUrl(links, p.submissionId),
    proof: proofJson(p),
  };
}
