import { z } from 'zod';
import { emailField, idField, isoDateTimeField, nameField, userIdField } from './contract-fields';
import { submissionStatusSchema } from './submission-status.contract';

export const submissionFileSchema = z.object({
  key: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string().min(1),
  originalName: z.string().min(1),
});

/** Author and journal fields repeated in the events so consumers can project without calling back. */
const submissionContext = {
  submissionId: idField,
  authorId: userIdField,
  authorEmail: emailField,
  givenNames: nameField,
  familyName: nameField,
  paperTitle: z.string().min(1),
  journalId: idField,
  journalName: z.string().min(1),
  journalIcon: z.string(),
};

export const submissionCreatedV1 = z.object({
  ...submissionContext,
  status: submissionStatusSchema,
  file: submissionFileSchema.nullable(),
  submittedAt: isoDateTimeField,
  updatedAt: isoDateTimeField,
});

export const submissionStatusChangedV1 = z.object({
  ...submissionContext,
  oldStatus: submissionStatusSchema,
  newStatus: submissionStatusSchema,
  actorEmail: emailField,
  changedAt: isoDateTimeField,
});

/** Projection refresh after the author's profile changed. */
export const submissionAuthorUpdatedV1 = z.object({
  submissionId: idField,
  givenNames: nameField,
  familyName: nameField,
  authorEmail: emailField,
});
