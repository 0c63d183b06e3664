import type { SubmissionStatus } from '@journal/events';
import type { CoAuthor } from '@journal/metadata';

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
}

export interface StatusHistoryEntry {
  fromStatus: SubmissionStatus | null;
  toStatus: SubmissionStatus;
  changedBy: string;
  changedAt: Date;
}

export interface AuthorRecord {
  userId: string;
  email: string;
  givenNames: string;
  familyName: string;
  /** The profile's institution and bare ORCID iD as identity last announced them (issue 30). */
  institution?: string | null;
  orcid?: string | null;
}
