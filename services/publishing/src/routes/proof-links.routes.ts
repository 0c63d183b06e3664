import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import { NotFoundError, validate } from '@journal/errors';
import type { FileStorage } from '@journal/storage';
import { proofJson } from '../domain/fulltext/production.json';
import { productionOf } from '../domain/fulltext/production-reads';
import {
  answerProofByLink,
  issueProofLink,
  openProofLink,
  PROOF_LINK_MESSAGES,
} from '../domain/fulltext/proof-links';
import { proofPaperJson } from '../domain/fulltext/proof-paper';
import { previewHtml } from '../domain/fulltext/proof-preview';
import { proofAnswer } from '../domain/fulltext/proof-answer.input';
import type { PublicLinks } from '../public-links';

/**
 * Issue 42 item 4: a co-author's proof link, without an account. `GET /api/proofs/{token}` reads the
 * proof as the signed-in page does; `POST /api/proofs/{token}/answer` answers it and uses the link up.
 */
export function proofLinksRoutes(deps: { pool: Pool; storage: FileStorage; now?: () => Date }): Router {
  const router = Router();
  const now = () => deps.now?.() ?? new Date();

  router.get('/api/proofs/:token', async (req: Request<{ token: string }>, res) => {
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    const link = await openProofLink(deps.pool, req.params.token, now());
    const production = await productionOf(deps.pool, link.submissionId);
    const paper = await proofPaperJson(deps.pool, link.submissionId);
    if (!production || !paper) throw new NotFoundError(PROOF_LINK_MESSAGES.unknown);
    res.json({
      success: true,
      data: {
        proof: proofJson(production),
        paper,
        html: await previewHtml(deps, link.submissionId),
      },
    });
  });

  router.post('/api/proofs/:token/answer', async (req: Request<{ token: string }>, res) => {
    res.set('Cache-Control', 'no-store');
    const answer = validate(proofAnswer, req.body);
    const production = await answerProofByLink(deps.pool, req.params.token, answer, now());
    res.json({ success: true, data: { proof: proofJson(production) } });
  });
  return router;
}

const linkRequest = z.object({
  email: z.email({ error: 'email must be an email address' }),
  generation: z
    .number({ error: 'generation must be a positive integer' })
    .int('generation must be a positive integer')
    .positive('generation must be a positive integer'),
});

/** notification -> publishing (under /internal): a fresh proof link for the mail it is about to send. */
export function proofLinksInternalRoutes(deps: { pool: Pool; links: PublicLinks; now?: () => Date }): Router {
  const router = Router();
  router.post('/proofs/:submissionId/link', async (req: Request<{ submissionId: string }>, res) => {
    const { email, generation } = validate(linkRequest, req.body);
    const url = await issueProofLink(
      deps.pool,
      deps.links,
      { submissionId: req.params.submissionId, generation, email },
      deps.now?.() ?? new Date(),
    );
    res.json({ url });
  });
  return router;
}
