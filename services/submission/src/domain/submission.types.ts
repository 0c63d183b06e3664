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
}
