import type { SubmissionStatus } from '@journal/events';
import type { ChecklistItem } from '@journal/journals';
import type { CoAuthor, Funding, HandlingEditor } from '@journal/metadata';

export interface SubmissionFile {
  key: string;
  size: number;
  contentType: string;
  originalName: string;
}

/** A submission row as the domain sees it. */
export interface SubmissionRecord {
  id: string;
  authorId: string;
  authorEmail: string;
  givenNames: string;
  familyName: string;
  journalId: string;
  /** The journal's current name and icon (the journals read model, ADR 0032). */
  journal: { id: string; name: string; icon: string };
  /** The journal section the paper is filed under (issue 42 item 2, ADR 0046). */
  sectionId: string;
  paperTitle: string;
  abstract: string;
  keywords: string[];
  /** The submitting author's affiliation and bare ORCID iD (issue 30): the profile's at submission, editable. */
  authorAffiliation: string | null;
  authorOrcid: string | null;
  /** In the order the author listed them. */
  coAuthors: CoAuthor[];
  /** Issue 42 item 8: the metadata's funding, data availability statement and the author's ROR id. */
  funding: Funding[];
  dataAvailability: string;
  authorRorId: string | null;
  /** What the author confirmed when submitting (issue 42 item 8); never changes afterwards. */
  agreements: SubmissionAgreements;
  /** To the editors only (issue 42 item 8): never in events, reviewers' data or the author's listings. */
  coverLetter: string;
  file: SubmissionFile | null;
  status: SubmissionStatus;
  submittedAt: Date;
  updatedAt: Date;
  version: number;
  /** The number of the current file version (1 until the first revision). */
  fileVersion: number;
  /** The revisions decision the author may answer with a new version, if one is open. */
  openRevisionDecision: string | null;
  /** Null while the journal's editors share the paper (issue 29 item 1). */
  handlingEditor: HandlingEditor | null;
}

export interface StatusHistoryEntry extends StatusChangeNote {
  fromStatus: SubmissionStatus | null;
  toStatus: SubmissionStatus;
  changedBy: string;
  changedAt: Date;
}

/** An unpublish's kind and reason (issue 29 item 6, shown on the article's 410 notice). */
export interface Retraction {
  kind: 'retraction' | 'withdrawal';
  reason: string;
}

/** What a status change records beyond from/to/who/when (issue 29 item 6). */
export interface StatusChangeNote {
  /** The administrator's change to accepted or published without an accept decision. */
  withoutReview?: boolean;
  retraction?: Retraction;
}

/** A paper's handling editor (issue 29 item 1). */
export type { HandlingEditor } from '@journal/metadata';

export interface AuthorRecord {
  userId: string;
  email: string;
  givenNames: string;
  familyName: string;
  /** The profile's institution and bare ORCID iD as identity last announced them (issue 30). */
  institution?: string | null;
  orcid?: string | null;
}

/**
 * The checklist items the author ticked (as the journal worded them then), and the licence they agreed
 * to: `ticked` on the form, or `by-submitting` when the form showed no tick (docs/product-decisions.md).
 */
export interface SubmissionAgreements {
  checklist: ChecklistItem[];
  licence: string | null;
  licenceAgreement: 'ticked' | 'by-submitting' | null;
}

/** What an author may say about a manuscript besides its journal and file (issues 11, 42). */
export interface PaperMetadata {
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthor[];
  funding: Funding[];
  dataAvailability: string;
}

/** The submitting author's own affiliation, ORCID iD and ROR id on the paper (issues 30, 42); null clears one. */
export interface SubmittingAuthorFacts {
  authorAffiliation: string | null;
  authorOrcid: string | null;
  authorRorId: string | null;
}

export type MetadataChange = Partial<PaperMetadata & SubmittingAuthorFacts & { paperTitle: string }>;
