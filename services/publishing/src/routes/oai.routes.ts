import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { PublicLinks } from '../public-links';
import { OaiError } from '../domain/oai/oai-error';
import { OaiRepository } from '../domain/oai/oai-repository';
import { parseOaiRequest } from '../domain/oai/oai-request';
import { oaiEnvelope, oaiError, type OaiBody } from '../domain/oai/oai-xml';

/**
 * OAI-PMH 2.0 at `/oai` (GET with a query, or POST with a form body). Protocol errors are answered
 * 200 with <error> elements, as the protocol asks.
 */
export function oaiRoutes(deps: {
  pool: Pool;
  links: PublicLinks;
  publisherName: string;
  adminEmail: string;
  oaiPageSize?: number;
  logger: Logger;
}): Router {
  const router = Router();
  const repository = new OaiRepository({
    pool: deps.pool,
    links: deps.links,
    repositoryName: deps.publisherName,
    publisherName: deps.publisherName,
    adminEmail: deps.adminEmail,
    pageSize: deps.oaiPageSize,
    logger: deps.logger,
  });
  const formBody = express.text({ type: 'application/x-www-form-urlencoded', limit: '16kb' });
  // Any other body (none, or JSON the host app parsed) carries no arguments: the protocol answers badVerb.
  const formArguments = z.string().catch('');

  const handle = async (req: Request, res: Response, query: string) => {
    const pairs = [...new URLSearchParams(query)];
    let body: OaiBody;
    let echo: [string, string][] | undefined;
    try {
      const request = parseOaiRequest(pairs);
      echo = pairs;
      body = await repository.answer(request);
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      body = oaiError(error.code, error.message);
    }
    res
      .type('text/xml; charset=utf-8')
      .set('Cache-Control', 'no-cache')
      .send(oaiEnvelope(repository.baseUrl, echo, body));
  };
  router.get('/oai', (req, res) => handle(req, res, req.originalUrl.split('?')[1] ?? ''));
  router.post('/oai', formBody, (req, res) => handle(req, res, formArguments.parse(req.body)));
  return router;
}
