/** An issue as an article names it (the contract of issue 30: `data.article.issue`). */
export interface IssueRef {
  id: string;
  volume: number;
  number: number;
  year: number;
  title: string | null;
}

/** A journal's issue as editors and readers see it. */
export interface Issue extends IssueRef {
  journalId: string;
  description: string | null;
  /** The day it is planned for (`YYYY-MM-DD`), for editors; null when none was given. */
  plannedDate: string | null;
  /** Set when the issue is published at once; null for an issue in preparation (or unpublished). */
  publishedAt: Date | null;
  /** When its cover image was last replaced; null without a cover (issue 42 item 1). */
  coverUpdatedAt: Date | null;
}

/** Where an article sits in print terms: its issue, pages and (continuous journals) article number. */
export interface ArticlePlacement {
  /** `e2026001`: a continuous journal's number, given at publication; null otherwise. */
  articleNumber: string | null;
  issue: IssueRef | null;
  firstPage: number | null;
  lastPage: number | null;
}

/** `e{year}{sequence}`, the sequence at least three digits (e2026001, e20261000). */
export const formatArticleNumber = (year: number, sequence: number) =>
  `e${year}${String(sequence).padStart(3, '0')}`;

/** "10-24", "10" or the article number: what citations give as pages (Scholar's citation_firstpage rule). */
export function pagesOf(p: ArticlePlacement): { first: string; last: string | null } | null {
  if (p.firstPage !== null)
    return { first: String(p.firstPage), last: p.lastPage === null ? null : String(p.lastPage) };
  return p.articleNumber ? { first: p.articleNumber, last: null } : null;
}

/**
 * The bibliographic source (OAI `dc:source`, the page's DC.source): "Full Title, Vol. 3, No. 2, pp. 10-24",
 * "Full Title, e2026001", or the title alone for an article neither placed nor numbered.
 */
export function sourceLine(fullTitle: string, p: ArticlePlacement): string {
  const parts = [fullTitle];
  if (p.issue) parts.push(`Vol. ${p.issue.volume}`, `No. ${p.issue.number}`);
  if (p.firstPage !== null)
    parts.push(
      p.lastPage !== null && p.lastPage !== p.firstPage
        ? `pp. ${p.firstPage}-${p.lastPage}`
        : `p. ${p.firstPage}`,
    );
  else if (p.articleNumber) parts.push(p.articleNumber);
  return parts.join(', ');
}
