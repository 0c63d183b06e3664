import type { SubmissionStatus } from '@journal/events';

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
  paperTitle: string;
  file: SubmissionFile | null;
  status: SubmissionStatus;
  submittedAt: Date;
  updatedAt: Date;
  version: number;
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
