import { Router, type Request } from 'express';
import { z } from 'zod';
import { authOf, editorialGuard, requireAuth, type EditorialRoles, type TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import { ConflictError, NotFoundError, ServiceUnavailableError, validate } from '@journal/errors';
import type { InternalClient } from '@journal/http';
import { paperVersionDocx } from '../clients/submission-files.client';
import { MAX_PRODUCTION_BYTES, PRODUCTION_TOO_LARGE_MESSAGE } from '../domain/fulltext/production-file';
import type { FileStorage } from '@journal/storage';
import { previewHtml } from '../domain/fulltext/proof-preview';
import { proofPaperJson } from '../domain/fulltext/proof-paper';
import { productionJson, proofJson } from '../domain/fulltext/production.json';
import { startProduction } from '../domain/fulltext/production.service';
import { commitUnderRole } from './commit-under-role';
import { receiveProductionFile } from './production-upload';
import type { FullTextQueue } from '../jobs/fulltext-queue';
import { paperForProduction, productionOf } from '../domain/fulltext/production-reads';
import { recordProofAnswered } from '../events/proof-events.publisher';
import type { ProvenAddress } from '../clients/identity-accounts.client';
import { assertProofReader } from '../domain/fulltext/proof-readers';
import { proofAnswer } from '../domain/fulltext/proof-answer.input';

export const SUBMISSION_NOT_FOUND_MESSAGE = 'Submission not found';
export const NOT_ACCEPTED_MESSAGE = 'Production starts once the paper is accepted';
export const NO_PROOF_WAITING_MESSAGE = 'There is no proof waiting for an answer';
const PRODUCTION_STATUSES = new Set(['accepted', 'published']);

export interface ProductionRoutesDeps {
  pool: Pool;
  storage: FileStorage;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  fullTextQueue: FullTextQueue;
  submission?: InternalClient;
  /** Whether a co-author's account has proven its address (identity); unset, co-authors get 503. */
  provenAddress?: ProvenAddress;
}

const versionBody = z.object({
  version: z
    .number({ error: 'version must be a version number of the paper' })
    .int('version must be a version number of the paper')
    .positive('version must be a version number of the paper'),
});

/**
 * Production (issue 31): the editors choose the production file of an accepted paper and read its
 * state and preview; the authors read the proof and answer it.
 */
export function productionRoutes(deps: ProductionRoutesDeps): Router {
  const router = Router();
  const guard = editorialGuard({
    verifier: deps.verifier,
    roles: deps.journalRoles,
    submissionJournal: async (id) => (await paperForProduction(deps.pool, id))?.journalId,
  });

  /** The paper when production may start (accepted or published), else 404/409. */
  const paperInProduction = async (id: string) => {
    const submission = await paperForProduction(deps.pool, id);
    if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND_MESSAGE);
    if (!PRODUCTION_STATUSES.has(submission.status)) throw new ConflictError(NOT_ACCEPTED_MESSAGE);
    return submission;
  };
  /** Makes `bytes` the production file; the answer of both ways of choosing one. */
  const choose = async (
    req: Request<{ id: string }>,
    journalId: string,
    version: number | null,
    bytes: Buffer,
  ) => {
    await startProduction(
      { pool: deps.pool, storage: deps.storage, queue: deps.fullTextQueue },
      { submissionId: req.params.id, journalId, version, bytes, chosenBy: authOf(req).email },
      (write) => commitUnderRole(deps.pool, req, journalId, write),
    );
    const production = (await productionOf(deps.pool, req.params.id))!;
    return { success: true, data: { production: productionJson(production) } };
  };

  router.post(
    '/api/admin/submissions/:id/production',
    ...guard,
    async (req: Request<{ id: string }>, res) => {
      const submission = await paperInProduction(req.params.id);
      const bytes = await receiveProductionFile(req);
      res.status(202).json(await choose(req, submission.journalId, null, bytes));
    },
  );

  router.put('/api/admin/submissions/:id/production', ...guard, async (req: Request<{ id: string }>, res) => {
    const { version } = validate(versionBody, req.body);
    const submission = await paperInProduction(req.params.id);
    if (!deps.submission)
      throw new ServiceUnavailableError('Paper versions cannot be read (SUBMISSION_URL is not set)');
    const bytes = await paperVersionDocx(deps.submission, req.params.id, version, {
      maxBytes: MAX_PRODUCTION_BYTES,
      tooLargeMessage: PRODUCTION_TOO_LARGE_MESSAGE,
    });
    res.status(202).json(await choose(req, submission.journalId, version, bytes));
  });

  router.get('/api/admin/submissions/:id/production', ...guard, async (req: Request<{ id: string }>, res) => {
    const production = await productionOf(deps.pool, req.params.id);
    res.set('Cache-Control', 'no-store').json({
      success: true,
      data: { production: production ? productionJson(production) : null },
    });
  });

  router.get(
    '/api/admin/submissions/:id/production/preview',
    ...guard,
    async (req: Request<{ id: string }>, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json({ success: true, data: { html: await previewHtml(deps, req.params.id) } });
    },
  );

  /** The paper, when the caller may read and answer its proof (domain/fulltext/proof-readers.ts). */
  const authorsPaper = async (req: Request<{ id: string }>) =>
    assertProofReader(await paperForProduction(deps.pool, req.params.id), authOf(req), deps.provenAddress);

  router.get(
    '/api/registration/submissions/:id/proof',
    requireAuth(deps.verifier),
    async (req: Request<{ id: string }>, res) => {
      await authorsPaper(req);
      const production = await productionOf(deps.pool, req.params.id);
      if (!production || production.proofStatus === 'none') throw new NotFoundError(NO_PROOF_WAITING_MESSAGE);
      res.set('Cache-Control', 'no-store').json({
        success: true,
        data: {
          proof: proofJson(production),
          paper: await proofPaperJson(deps.pool, req.params.id),
          html: await previewHtml(deps, req.params.id),
        },
      });
    },
  );

  router.post(
    '/api/registration/submissions/:id/proof',
    requireAuth(deps.verifier),
    async (req: Request<{ id: string }>, res) => {
      const answer = validate(proofAnswer, req.body);
      await authorsPaper(req);
      const production = await recordProofAnswered(deps.pool, req.params.id, answer, authOf(req).email);
      if (!production) throw new ConflictError(NO_PROOF_WAITING_MESSAGE);
      res.json({ success: true, data: { proof: proofJson(production) } });
    },
  );
  return router;
}
