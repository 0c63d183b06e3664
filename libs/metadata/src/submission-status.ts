/**
 * Submission statuses (SPEC: submitted is the default; an admin may set any status from any other).
 * `withdrawn` is set by the author (issue 11) and shown grey ("anything else"). The one list: the events
 * contract builds its zod enum from it and the SPA's badges and filters read it (no dependencies, so the
 * browser bundle takes it as it is).
 */
export const SUBMISSION_STATUSES = [
  'submitted',
  'under_review',
  'accepted',
  'rejected',
  'published',
  'withdrawn',
] as const;

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
