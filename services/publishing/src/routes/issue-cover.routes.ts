import type { Readable } from 'node:stream';
import type { Request, Response, Router } from 'express';
import type { Pool } from '@journal/db';
import { receiveImage } from '@journal/http';
import type { FileStorage } from '@journal/storage';
import {
  checkIssueCover,
  ISSUE_COVER_FIELD,
  ISSUE_COVER_SIZE_MESSAGE,
  MAX_ISSUE_COVER_BYTES,
  NO_ISSUE_COVER_MESSAGE,
} from '../domain/issue-cover';
import { openCoverOfIssue, removeCoverOfIssue, replaceCoverOfIssue } from '../domain/issue-covers';
import { issueJson } from '../domain/issue.json';
import type { Issue } from '../domain/issue-editing';

type SlugRequest = Request<{ slug: string; issueId?: string }>;

/** Sends a stored image; `cache` for the public, versioned address only. */
export function sendCover(res: Response, cover: { stream: Readable; contentType: string }, cache: boolean) {
  res.setHeader('Content-Type', cover.contentType);
  res.setHeader('Cache-Control', cache ? 'public, max-age=300' : 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  cover.stream.on('error', (err) => res.destroy(err));
  cover.stream.pipe(res);
}

/**
 * `/api/admin/journals/{slug}/issues/{issueId}/cover` (issue 42 item 1): editors upload (multipart `image`,
 * PNG, JPEG or WebP, 2 MB), see and remove an issue's cover, published or not. Behind the issues guard.
 */
export function addIssueCoverRoutes(
  router: Router,
  deps: { pool: Pool; storage: FileStorage; issueOf: (req: SlugRequest) => Promise<Issue> },
) {
  const path = '/api/admin/journals/:slug/issues/:issueId/cover';

  router.put(path, async (req: SlugRequest, res) => {
    const issue = await deps.issueOf(req); // 404 before reading the body
    const upload = await receiveImage(req, {
      field: ISSUE_COVER_FIELD,
      maxBytes: MAX_ISSUE_COVER_BYTES,
      tooLargeMessage: ISSUE_COVER_SIZE_MESSAGE,
      noFileMessage: NO_ISSUE_COVER_MESSAGE,
      check: checkIssueCover,
    });
    res.json({ success: true, data: { issue: issueJson(await replaceCoverOfIssue(deps, issue, upload)) } });
  });

  router.get(path, async (req: SlugRequest, res) => {
    sendCover(res, await openCoverOfIssue(deps, (await deps.issueOf(req)).id), false);
  });

  router.delete(path, async (req: SlugRequest, res) => {
    const issue = await deps.issueOf(req);
    res.json({ success: true, data: { issue: issueJson(await removeCoverOfIssue(deps, issue)) } });
  });
}
