import { z } from 'zod';

/** Submission statuses (SPEC: submitted is the default; any status may follow any other). */
export const SUBMISSION_STATUSES = [
  'submitted',
  'under_review',
  'accepted',
  'rejected',
  'published',
] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
