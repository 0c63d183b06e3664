import type { Production } from '../../repositories/productions.repository';
import { proofPreviewPath } from '../../public-links';

export const proofJson = (p: Production) => ({
  status: p.proofStatus,
  ...(p.proofStatus === 'corrections' && p.corrections ? { corrections: p.corrections } : {}),
});

/** `production` of the API answers (docs/api.md, "Production and proofs"). */
export function productionJson(p: Production) {
  return {
    version: p.version,
    generation: p.generation,
    status: p.status,
    ...(p.error ? { error: p.error } : {}),
    // What readers see: a new file's text is a draft until the authors approve its proof (or, with
    // nothing public to keep, until it is ready); a failed one leaves the public text as it was.
    publicText: p.publicText
      ? { generation: p.publicText.generation, publishedAt: new Date(p.publicText.publishedAt).toISOString() }
      : null,
    draft: p.publicText?.generation !== p.generation,
    previewUrl: proofPreviewPath(p.submissionId), // the browser's: on the host it is on
    proof: proofJson(p),
  };
}
