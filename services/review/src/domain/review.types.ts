import type { Pool } from '@journal/db';
import type { EditorDecision, ReviewRecommendation } from '@journal/events';
import type { SubmissionSnapshotView } from '@journal/metadata';
import type { SubmissionClient } from '../clients/submission.client';

export type AssignmentState = 'invited' | 'accepted' | 'declined' | 'cancelled' | 'report_submitted';

export interface Assignment {
  id: string;
  submissionId: string;
  round: number;
  reviewerEmail: string;
  givenNames: string;
  familyName: string;
  reviewerNumber: number;
  state: AssignmentState;
  dueDate: string;
  expiresAt: Date;
  invitedBy: string;
  invitedAt: Date;
  respondedAt: Date | null;
  declineReason: string | null;
  /** The declaration given with the acceptance: 'none' or a statement (null before issue 29). */
  competingInterests: string | null;
  cancelledAt: Date | null;
  reportSubmittedAt: Date | null;
}

export interface Report {
  id: string;
  assignmentId: string;
  submissionId: string;
  round: number;
  recommendation: ReviewRecommendation;
  commentsToAuthor: string;
  commentsToEditor: string | null;
  submittedAt: Date;
}

export interface Decision {
  id: string;
  submissionId: string;
  round: number;
  decision: EditorDecision;
  message: string;
  decidedBy: string;
  decidedAt: Date;
  comments: { reviewer: string; commentsToAuthor: string }[];
}

/** What the submission service tells us of a paper (GET /internal/submissions/:id). */
export interface SubmissionSnapshot extends SubmissionSnapshotView {
  current_version: number;
  revision_open: boolean;
}

export const reviewerLabel = (n: number) => `Reviewer ${n}`;
export const manuscriptId = (submissionId: string) =>
  `MS-${submissionId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** What the services that change assignments work with; `afterCommit` runs after each committed change. */
export interface AssignmentServiceDeps {
  pool: Pool;
  submissions: SubmissionClient;
  clock: () => Date;
  afterCommit: (assignment: Assignment) => void;
}
