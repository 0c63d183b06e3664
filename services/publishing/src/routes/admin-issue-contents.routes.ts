import type { Request, Router } from 'express';
import { assertInEditorialScope, editorialScopeOf, SUBMISSION_NOT_FOUND } from '@journal/auth';
import type { Pool } from '@journal/db';
import { ForbiddenError, validate } from '@journal/errors';
import { z } from 'zod';
import {
  contentsOfIssue,
  endOfIssue,
  papersWaiting,
  removeFromIssue,
  reorderIssue,
  unpublishIssue,
  type IssuePaper,
} from '../domain/issue-contents';
import { placeInIssue, type Issue } from '../domain/issue-editing';
import { issueJson, placementJson } from '../domain/issue.json';
import { commitUnderRole } from './commit-under-role';
import { sectionJson } from '../domain/article.json';
import { sectionsOfContents } from '../domain/toc-sections';

export const MANAGERS_ONLY_UNPUBLISH = "Only the journal's managers can unpublish an issue";

type SlugRequest = Request<{ slug: string; issueId?: string; paperId?: string }>;

interface Lookups {
  pool: Pool;
  journalOf: (req: SlugRequest) => Promise<{ slug: string }>;
  issueOf: (req: SlugRequest) => Promise<Issue>;
}

const paperId = z.uuid({ error: 'paperId must be a submission id' });
const orderBody = z.object({
  paperIds: z.array(paperId, { error: 'paperIds must list the papers of the issue' }).min(1, {
    error: 'paperIds must list the papers of the issue',
  }),
});
const addBody = z.object({ paperId });

/** A paper as the Issues page shows it: where it sits and whether its DOI, licence and galley are there. */
const paperJson = (p: IssuePaper) => ({
  id: p.id,
  title: p.title,
  authorName: p.authorName,
  status: p.status,
  position: p.position,
  firstPage: p.firstPage,
  lastPage: p.lastPage,
  doi: p.doi,
  licence: p.licence,
  galley: p.hasGalley,
  heldByUnpublishing: p.heldByUnpublishing,
  sectionId: p.section?.id ?? null,
  section: sectionJson(p.section),
});

/**
 * The Issues page's calls, behind the issues router's guard: an issue with its papers, the accepted
 * papers waiting for one, adding and removing a paper, the order, and unpublishing (managers only).
 */
export function addIssueContentsRoutes(router: Router, { pool, journalOf, issueOf }: Lookups): void {
  const base = '/api/admin/journals/:slug/issues';

  // Before `/:issueId`: this name is no issue id.
  router.get(`${base}/waiting-papers`, async (req: SlugRequest, res) => {
    const journal = await journalOf(req);
    const papers = await papersWaiting(pool, journal.slug);
    res.set('Cache-Control', 'no-store').json({ success: true, data: { papers: papers.map(paperJson) } });
  });

  router.get(`${base}/:issueId`, async (req: SlugRequest, res) => {
    const issue = await issueOf(req);
    const papers = await contentsOfIssue(pool, issue);
    res.set('Cache-Control', 'no-store').json({
      success: true,
      data: { issue: issueJson(issue), papers: papers.map(paperJson), sections: sectionsOfContents(papers) },
    });
  });

  router.post(`${base}/:issueId/papers`, async (req: SlugRequest, res) => {
    const body = validate(addBody, req.body);
    const issue = await issueOf(req);
    const position = await endOfIssue(pool, issue);
    const placement = await placeInIssue(
      pool,
      body.paperId,
      { issueId: issue.id, position, firstPage: null, lastPage: null },
      (journalId) => assertInEditorialScope(req, journalId === issue.journalId ? journalId : null),
    );
    res.status(201).json({ success: true, data: { placement: placementJson(placement) } });
  });

  router.delete(`${base}/:issueId/papers/:paperId`, async (req: SlugRequest, res) => {
    const issue = await issueOf(req);
    await removeFromIssue(pool, req.params.paperId ?? '', (journalId) =>
      assertInEditorialScope(req, journalId === issue.journalId ? journalId : null, SUBMISSION_NOT_FOUND),
    );
    res.json({ success: true, message: 'Paper removed from the issue' });
  });

  router.put(`${base}/:issueId/order`, async (req: SlugRequest, res) => {
    const { paperIds } = validate(orderBody, req.body);
    const issue = await issueOf(req);
    const papers = await reorderIssue(pool, issue, paperIds);
    res.json({
      success: true,
      data: { papers: papers.map(paperJson), sections: sectionsOfContents(papers) },
    });
  });

  router.post(`${base}/:issueId/unpublish`, async (req: SlugRequest, res) => {
    const issue = await issueOf(req);
    const scope = editorialScopeOf(req);
    const manages =
      scope.administrator || scope.journals.some((j) => j.slug === issue.journalId && j.role === 'manager');
    if (!manages) throw new ForbiddenError(MANAGERS_ONLY_UNPUBLISH);
    const done = await commitUnderRole(
      pool,
      req,
      issue.journalId,
      (client) => unpublishIssue(client, issue),
      'manager',
    );
    res.json({
      success: true,
      data: { issue: issueJson(done.issue), heldArticleIds: done.heldArticleIds },
    });
  });
}
