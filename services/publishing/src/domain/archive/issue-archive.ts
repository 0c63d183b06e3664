import type { Readable } from 'node:stream';
import type { Queryable } from '@journal/db';
import { ConflictError } from '@journal/errors';
import type { FileStorage } from '@journal/storage';
import type { Issue } from '../../repositories/issue.types';
import type { Journal } from '../../repositories/journal.types';
import { issueLabel } from '../issue-pages.view';
import type { PublicLinks } from '../../public-links';
import { buildBag, type Bag } from './bag-zip';
import { issuePayload } from './issue-payload';

export const UNPUBLISHED_ISSUE_ARCHIVE_MESSAGE = 'Only a published issue can be archived';

/** `applied-science-v3-n2`: the bag's folder and the zip's file name. */
export const issueBagName = (journal: Pick<Journal, 'slug'>, issue: Pick<Issue, 'volume' | 'number'>) =>
  `${journal.slug}-v${issue.volume}-n${issue.number}`;

/**
 * A published issue as a BagIt bag for a preservation archive: its articles' files under `data/`, the
 * publisher as Source-Organization, the issue's table-of-contents address as External-Identifier. An issue
 * in preparation has nothing published to preserve (409).
 */
export async function issueArchive(
  db: Queryable,
  storage: FileStorage,
  journal: Pick<Journal, 'slug' | 'fullTitle'>,
  issue: Issue,
  options: {
    publisherName: string;
    links: PublicLinks;
    now?: Date;
    openSupplementary?: (articleId: string, fileId: string) => Promise<Readable>;
  },
): Promise<Bag> {
  if (!issue.publishedAt) throw new ConflictError(UNPUBLISHED_ISSUE_ARCHIVE_MESSAGE);
  const files = await issuePayload(db, storage, issue, {
    publisherName: options.publisherName,
    links: options.links,
    ...(options.openSupplementary ? { openSupplementary: options.openSupplementary } : {}),
  });
  return buildBag(
    issueBagName(journal, issue),
    files,
    {
      sourceOrganization: options.publisherName,
      externalIdentifier: options.links.issue(journal.slug, issue.volume, issue.number),
      externalDescription: `${journal.fullTitle}, ${issueLabel(issue)}`,
    },
    options.now ?? new Date(),
  );
}
