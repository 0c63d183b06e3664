import { Readable } from 'node:stream';
import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import type { Logger } from '@journal/logger';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import { findIssueCover, replaceIssueCover } from '../repositories/issue-covers.repository';
import { findIssue } from '../repositories/issues.repository';
import type { Issue } from '../repositories/issue.types';
import { ISSUE_COVER_EXTENSIONS, NO_ISSUE_COVER, type IssueCoverUpload } from './issue-cover';

interface CoverDeps {
  pool: Pool;
  storage: FileStorage;
  logger?: Pick<Logger, 'warn'>;
}

/** Removes a replaced image after COMMIT; a failure leaves an orphan object, never a broken issue. */
async function removeQuietly(deps: CoverDeps, key: string | null) {
  if (!key) return;
  await deps.storage
    .delete(key)
    .catch((err: unknown) => deps.logger?.warn({ err, key }, 'old issue cover not removed'));
}

/** The issue as it is after its cover changed (its new coverUrl). */
const reread = async (deps: CoverDeps, issue: Issue) =>
  (await findIssue(deps.pool, issue.journalId, issue.id))!;

/**
 * Stores the image first, then points the issue at it; the row never names an object that is not there.
 * Answers the issue with its new cover.
 */
export async function replaceCoverOfIssue(deps: CoverDeps, issue: Issue, upload: IssueCoverUpload) {
  const issueId = issue.id;
  const key = generateObjectKey(ISSUE_COVER_EXTENSIONS[upload.contentType], { prefix: 'issue-covers' });
  await deps.storage.put(key, Readable.from(upload.bytes), {
    contentType: upload.contentType,
    size: upload.bytes.length,
  });
  let old: string | null;
  try {
    old = await replaceIssueCover(deps.pool, issueId, { key, contentType: upload.contentType });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  await removeQuietly(deps, old);
  return reread(deps, issue);
}

export async function removeCoverOfIssue(deps: CoverDeps, issue: Issue) {
  await removeQuietly(deps, await replaceIssueCover(deps.pool, issue.id, null));
  return reread(deps, issue);
}

/** The cover's bytes and type; 404 when the issue has none. */
export async function openCoverOfIssue(deps: CoverDeps, issueId: string) {
  const cover = await findIssueCover(deps.pool, issueId);
  if (!cover) throw new NotFoundError(NO_ISSUE_COVER);
  return { stream: await deps.storage.get(cover.key), contentType: cover.contentType };
}
