import { SUBMISSION_STATUSES } from '@journal/metadata';
import { z } from 'zod';

// The list lives in @journal/metadata, which the SPA shares; the contract only adds its zod enum.
export { SUBMISSION_STATUSES, type SubmissionStatus } from '@journal/metadata';
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
