import type { Pool } from '@journal/db';
import type { SubmissionClient } from '../clients/submission.client';
import type { Assignment } from '../repositories/assignments.repository';

// The stored records are their repositories' (ADR 0043); the domain names them from here as before.
export type { Assignment, AssignmentState } from '../repositories/assignments.repository';
export type { Decision } from '../repositories/decisions.repository';
export type { Report } from '../repositories/reports.repository';
export type { SubmissionSnapshot } from '../clients/submission.client';

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
