import type { Queryable } from '@journal/db';
import type { Article, ArticleAuthor } from './article.types';
import { ARTICLE_COLUMNS } from './article-reads.repository';
import { SUPPLEMENTARY_COLUMN } from './supplementary-files.repository';
import { UUID } from './ids';
import { SECTION_ORDER_SQL, sectionOfPaperSql, type PaperSection } from './sections.sql';

/** A paper as placement sees it: its journal and status (the submission events' state). */
export interface PlaceablePaper {
  id: string;
  journalId: string;
  status: string;
}

export async function findPaper(db: Queryable, id: string): Promise<PlaceablePaper | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<PlaceablePaper>(
    'SELECT id, journal_id AS "journalId", status FROM publishing.submissions WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** Whether the paper has a live (published, not withdrawn) article. */
export async function hasLiveArticle(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM publishing.articles WHERE id = $1 AND withdrawn_at IS NULL',
    [id],
  );
  return rowCount === 1;
}

/**
 * A paper published on its own (not by publishing its issue) leaves an issue still in preparation: an
 * unpublished issue never holds a published article, whose record would cite a volume that answers 404.
 * In the publication's transaction, after the article row (the lock order of every placement writer).
 */
export async function leaveUnpublishedIssue(db: Queryable, submissionId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM publishing.placements p USING publishing.issues i
      WHERE p.submission_id = $1 AND i.id = p.issue_id AND i.published_at IS NULL`,
    [submissionId],
  );
  return rowCount === 1;
}

/** Whether the paper's article is a tombstone left by unpublishing its issue (it returns with the issue). */
export async function isHeldByUnpublishing(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM publishing.articles
      WHERE id = $1 AND withdrawn_at IS NOT NULL AND withdrawal_kind = 'unpublished'`,
    [id],
  );
  return rowCount === 1;
}

export interface Placement {
  submissionId: string;
  issueId: string;
  position: number;
  firstPage: number | null;
  lastPage: number | null;
}

/** Where a paper goes: `PUT /api/admin/submissions/{id}/placement` (domain/issue.input.ts checks it). */
export type PlacementInput = Omit<Placement, 'submissionId'>;

/**
 * Places the paper (or moves it); a live article's modified_at moves with it, so its page, OAI record
 * and Crossref metadata show the issue and pages. The DOI and the URL never change.
 */
export async function placePaper(db: Queryable, submissionId: string, p: PlacementInput): Promise<Placement> {
  // The article row first: the placement's live-count trigger then takes its lock in the order every
  // other writer of the article does (migration 013), so the two cannot deadlock.
  await db.query(
    `UPDATE publishing.articles SET modified_at = greatest(now(), modified_at + interval '1 microsecond')
      WHERE id = $1`,
    [submissionId],
  );
  const { rows } = await db.query<Placement>(
    `INSERT INTO publishing.placements (submission_id, issue_id, position, first_page, last_page)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (submission_id) DO UPDATE SET issue_id = EXCLUDED.issue_id, position = EXCLUDED.position,
        first_page = EXCLUDED.first_page, last_page = EXCLUDED.last_page, placed_at = now()
     RETURNING submission_id AS "submissionId", issue_id AS "issueId", position, first_page AS "firstPage",
        last_page AS "lastPage"`,
    [submissionId, p.issueId, p.position, p.firstPage, p.lastPage],
  );
  return rows[0]!;
}

/** The papers placed in an issue with their statuses, in table-of-contents order. */
export async function papersOfIssue(db: Queryable, issueId: string): Promise<PlaceablePaper[]> {
  const { rows } = await db.query<PlaceablePaper>(
    `SELECT s.id, s.journal_id AS "journalId", s.status FROM publishing.placements p
       JOIN publishing.submissions s ON s.id = p.submission_id
      WHERE p.issue_id = $1 ORDER BY p.position, p.submission_id`,
    [issueId],
  );
  return rows;
}

/** One entry of a table of contents. */
export interface IssueArticle {
  id: string;
  title: string;
  authors: ArticleAuthor[];
  doi: string;
  firstPage: number | null;
  lastPage: number | null;
  articleNumber: string | null;
  /** Its journal section as it is now; null only for a journal the service does not know (optional as on Article). */
  section?: PaperSection | null;
}

/**
 * The issue's live articles as the public table of contents lists them (issue 42): by section in the
 * sections' order, then in `position` order within each.
 */
export async function articlesOfIssue(db: Queryable, issueId: string): Promise<IssueArticle[]> {
  const { rows } = await db.query<IssueArticle>(
    `SELECT id, title, authors, doi, "firstPage", "lastPage", "articleNumber", section FROM (
       SELECT a.id, a.title, a.authors, a.doi, p.first_page AS "firstPage", p.last_page AS "lastPage",
          a.article_number AS "articleNumber", p.position, a.published_at,
          ${sectionOfPaperSql('a.journal_id', 'a.section_id')} AS section
         FROM publishing.placements p JOIN publishing.articles a ON a.id = p.submission_id
        WHERE p.issue_id = $1 AND a.withdrawn_at IS NULL) toc
      ORDER BY ${SECTION_ORDER_SQL('toc.section')}, toc.position, toc.published_at, toc.id`,
    [issueId],
  );
  return rows;
}

/** The issue's live articles in full, in `position` order (the issue's Atom feed; not by section). */
export async function fullArticlesOfIssue(db: Queryable, issueId: string): Promise<Article[]> {
  const { rows } = await db.query<Article>(
    `SELECT ${ARTICLE_COLUMNS}, ${SUPPLEMENTARY_COLUMN}
       FROM publishing.placements p JOIN publishing.articles a ON a.id = p.submission_id
      WHERE p.issue_id = $1 AND a.withdrawn_at IS NULL
      ORDER BY p.position, a.published_at, a.id`,
    [issueId],
  );
  return rows;
}
