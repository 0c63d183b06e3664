import type { SubmissionStatus } from '@journal/events';
import type { CoAuthor, HandlingEditor } from '@journal/metadata';

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
  paperTitle: string;
  abstract: string;
  keywords: string[];
  /** The submitting author's affiliation and bare ORCID iD (issue 30): the profile's at submission, editable. */
  authorAffiliation: string | null;
  authorOrcid: string | null;
  /** In the order the author listed them. */
  coAuthors: CoAuthor[];
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

/** What an author may say about a manuscript besides its journal and file (issue 11). */
export interface PaperMetadata {
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthor[];
}

/** The submitting author's own affiliation and ORCID iD on the paper (issue 30); null clears one. */
export interface SubmittingAuthorFacts {
  authorAffiliation: string | null;
  authorOrcid: string | null;
}

export type MetadataChange = Partial<PaperMetadata & SubmittingAuthorFacts & { paperTitle: string }>;
