import type { Queryable } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import { SUBMISSION_NOT_FOUND } from '@journal/auth';
import { findArticle } from '../repositories/article-reads.repository';
import {
  deleteIssue,
  findIssue,
  insertIssue,
  isDuplicateIssue,
  listIssues,
  updateIssue,
} from '../repositories/issues.repository';
import { findJournal } from '../repositories/journals.repository';
import {
  findPaper,
  hasLiveArticle,
  isHeldByUnpublishing,
  placePaper,
  type Placement,
} from '../repositories/placements.repository';
import type { Article } from '../repositories/article.types';
import type { IssueChange, NewIssue, PlacementInput } from './issue.input';
import type { Issue } from '../repositories/issue.types';
import type { Journal } from '../repositories/journal.types';

/** The routes name it through the domain (routes import no repository). */
export type { Issue } from '../repositories/issue.types';

// Editors' issues (issue 30): creating, renumbering, deleting and filling them, with the rules that keep a
// published issue's citations true.

export const JOURNAL_NOT_FOUND_MESSAGE = 'Journal not found';
export const ISSUE_NOT_FOUND_MESSAGE = 'Issue not found';
export const PUBLISHED_ISSUE_DELETE_MESSAGE = 'A published issue cannot be deleted';
export const PUBLISHED_ISSUE_NUMBERING_MESSAGE =
  'A published issue keeps its volume, number and year; only its title and description may change';
export const PUBLISHED_NEEDS_PUBLISHED_ISSUE = 'A published article can only move to a published issue';
export const NOT_PLACEABLE_MESSAGE = 'Only accepted or published papers can be placed in an issue';
const duplicateMessage = (volume: number, number: number) =>
  `Volume ${volume}, number ${number} already exists in this journal`;

/** A write that may clash with another issue's volume and number: 409 naming them. */
const unique = <T>(volume: number, number: number, write: () => Promise<T>) =>
  write().catch((err: unknown) => {
    throw isDuplicateIssue(err) ? new ConflictError(duplicateMessage(volume, number)) : err;
  });

/** The journal by slug; undefined when this service does not know it. */
export function journalOfIssues(db: Queryable, slug: string): Promise<Journal | undefined> {
  return findJournal(db, slug);
}

/** Every issue of the journal, published or not, with how many papers each holds. */
export function issuesOfJournal(db: Queryable, journalSlug: string) {
  return listIssues(db, journalSlug);
}

/** The journal's issue by id; undefined when it has none of that id. */
export function issueOfJournal(
  db: Queryable,
  journalSlug: string,
  issueId: string,
): Promise<Issue | undefined> {
  return findIssue(db, journalSlug, issueId);
}

export function createIssue(db: Queryable, journalSlug: string, issue: NewIssue): Promise<Issue> {
  return unique(issue.volume, issue.number, () => insertIssue(db, journalSlug, issue));
}

/** Changes an issue; a published one keeps its volume, number and year (409). */
export function changeIssue(db: Queryable, issue: Issue, change: IssueChange): Promise<Issue> {
  const renumbered = (['volume', 'number', 'year'] as const).some(
    (key) => change[key] !== undefined && change[key] !== issue[key],
  );
  if (issue.publishedAt && renumbered) throw new ConflictError(PUBLISHED_ISSUE_NUMBERING_MESSAGE);
  return unique(change.volume ?? issue.volume, change.number ?? issue.number, () =>
    updateIssue(db, issue.id, change),
  );
}

/** Deletes an issue not yet published (409 for a published one). */
export async function deleteUnpublishedIssue(db: Queryable, issue: Issue): Promise<void> {
  if (issue.publishedAt) throw new ConflictError(PUBLISHED_ISSUE_DELETE_MESSAGE);
  await deleteIssue(db, issue.id);
}

/** The live articles among `ids`, in their order (what publishing an issue made public). */
export async function liveArticlesOf(db: Queryable, ids: readonly string[]): Promise<Article[]> {
  const articles: Article[] = [];
  for (const id of ids) {
    const article = await findArticle(db, id);
    if (article && !article.withdrawnAt) articles.push(article);
  }
  return articles;
}

/**
 * Places an accepted or published paper in one of its journal's issues. `assertInScope` refuses a
 * journal outside the caller's (as a 404, so other journals' papers are not revealed); a published
 * article moves only to a published issue, or its record would cite a volume that answers 404.
 */
export async function placeInIssue(
  db: Queryable,
  paperId: string,
  placement: PlacementInput,
  assertInScope: (journalId: string) => void,
): Promise<Placement> {
  const paper = await findPaper(db, paperId);
  if (!paper) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  assertInScope(paper.journalId);
  if (paper.status !== 'accepted' && paper.status !== 'published')
    throw new ConflictError(NOT_PLACEABLE_MESSAGE);
  const issue = await findIssue(db, paper.journalId, placement.issueId);
  if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
  // Its record would cite a volume that answers 404, and it would leave its real issue's contents. An
  // article held by its issue's unpublishing is no record for now: it may move with the issue's papers.
  const live = await hasLiveArticle(db, paper.id);
  const published = live || (paper.status === 'published' && !(await isHeldByUnpublishing(db, paper.id)));
  if (published && !issue.publishedAt) throw new ConflictError(PUBLISHED_NEEDS_PUBLISHED_ISSUE);
  return placePaper(db, paper.id, placement);
}
