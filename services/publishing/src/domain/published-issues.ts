import type { Queryable } from '@journal/db';
import { findPublishedIssue, listPublishedIssues } from '../repositories/issues.repository';
import { findJournal } from '../repositories/journals.repository';
import { articlesOfIssue, fullArticlesOfIssue } from '../repositories/placements.repository';
import type { Article } from '../repositories/article.types';
import type { Issue } from '../repositories/issue.types';
import type { Journal } from '../repositories/journal.types';

// What readers see of issues: only published ones, of a journal this service knows.

export interface PublishedIssues {
  journal: Journal;
  issues: (Issue & { articleCount: number })[];
}

/** The journal and its published issues, newest first; undefined for a journal it does not know. */
export async function publishedIssuesOf(db: Queryable, slug: string): Promise<PublishedIssues | undefined> {
  const journal = await findJournal(db, slug);
  if (!journal) return undefined;
  return { journal, issues: await listPublishedIssues(db, journal.slug) };
}

/** The journal (undefined when unknown) and its published issue `volume`/`number` (undefined when none). */
export async function publishedIssueOf(
  db: Queryable,
  slug: string,
  volume: string,
  number: string,
): Promise<{ journal?: Journal; issue?: Issue }> {
  const journal = await findJournal(db, slug);
  if (!journal) return {};
  return { journal, issue: await findPublishedIssue(db, journal.slug, volume, number) };
}

/** The live articles of an issue in its order, as a table of contents lists them. */
export function tableOfContents(db: Queryable, issueId: string) {
  return articlesOfIssue(db, issueId);
}

/** The live articles of an issue in its order, whole (the issue's Atom feed). */
export function articlesOfPublishedIssue(db: Queryable, issueId: string): Promise<Article[]> {
  return fullArticlesOfIssue(db, issueId);
}
