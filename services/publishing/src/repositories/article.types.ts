import type { ArticleSupplementaryFile } from './supplementary-files.repository';
import type { ArticlePlacement } from './issue.types';
import type { JournalTitles } from './journal.types';
import type { PaperSection } from './sections.sql';

/** One author of an article, in citation order (the submitting author first, then co-authors as given). */
export interface ArticleAuthor {
  givenNames: string;
  familyName: string;
  affiliation: string | null;
  /** Bare iD (`0000-0002-1694-233X`) or null. */
  orcid: string | null;
  /** The affiliation's ROR id (`https://ror.org/...`, issue 42 item 8); absent or null without one. */
  rorId?: string | null;
}

/** One funder of the work (issue 42 item 8). */
export interface ArticleFunding {
  funderName: string;
  funderRorId: string | null;
  awardIds: string[];
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
  /**
   * Its journal section as it is now (title, JATS article type); null only for a journal not known. Optional
   * for callers that build an article of their own (benchmarks, fixtures): no section, research-article.
   */
  section?: PaperSection | null;
  /** Issue 42 item 8: funding and the data availability statement ([] and '' without; optional for readers before). */
  funding?: ArticleFunding[];
  dataAvailability?: string;
  receivedAt: Date;
  acceptedAt: Date | null;
  publishedAt: Date;
  licence: string;
  /**
   * Issue 42 item 8: its supplementary files, read by the one-article reads only (findArticle and the
   * page's); absent from listings.
   */
  supplementaryFiles?: ArticleSupplementaryFile[];
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
