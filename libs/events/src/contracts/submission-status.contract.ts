import { z } from 'zod';

/**
 * Submission statuses (SPEC: submitted is the default; an admin may set any status from any other).
 * `withdrawn` is set by the author (issue 11) and shown grey ("anything else").
 */
export const SUBMISSION_STATUSES = [
  'submitted',
  'under_review',
  'accepted',
  'rejected',
  'published',
  'withdrawn',
] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
