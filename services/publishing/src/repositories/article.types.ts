import type { ArticlePlacement } from './issue.types';
import type { JournalTitles } from './journal.types';

/** One author of an article, in citation order (the submitting author first, then co-authors as given). */
export interface ArticleAuthor {
  givenNames: string;
  familyName: string;
  affiliation: string | null;
  /** Bare iD (`0000-0002-1694-233X`) or null. */
  orcid: string | null;
}

/** A public article as the routes read it, with its placement (issue, pages, article number). */
export interface Article extends ArticlePlacement {
  id: string;
  doi: string;
  journalId: string;
  /** The journal's short name, as it is now. */
  journalName: string;
  /** The journal's full title, abbreviation and ISSNs, as they are now (the journals read model). */
  journal: JournalTitles;
  title: string;
  abstract: string;
  keywords: string[];
  authors: ArticleAuthor[];
  receivedAt: Date;
  acceptedAt: Date | null;
  publishedAt: Date;
  licence: string;
  /** The PDF galley's size in bytes, or null without one (its bytes live in storage under galleyKey). */
  galleySize: number | null;
  galleyKey: string | null;
  withdrawnAt: Date | null;
  modifiedAt: Date;
  /** Issue 29: the kind and reason of an editor's retraction or withdrawal (null otherwise). */
  withdrawal: StoredWithdrawal | null;
}

export interface WithdrawalNotice {
  kind: 'retraction' | 'withdrawal';
  reason: string;
}

/** What the article row carries: an editor's notice, or 'unpublished' (its issue was; no reason). */
export type StoredWithdrawal = WithdrawalNotice | { kind: 'unpublished'; reason: null };

export const fullName = (a: Pick<ArticleAuthor, 'givenNames' | 'familyName'>) =>
  `${a.givenNames} ${a.familyName}`;
