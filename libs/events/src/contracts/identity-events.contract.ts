import { z } from 'zod';
import { emailField, nameField, userIdField } from './contract-fields';

export const userRegisteredV1 = z.object({
  userId: userIdField,
  email: emailField,
  givenNames: nameField,
  familyName: nameField,
  verificationToken: z.string().min(1),
});

/** verificationToken is present exactly when the email changed (a new address must be verified). */
export const userProfileUpdatedV1 = z
  .object({
    userId: userIdField,
    email: emailField,
    givenNames: nameField,
    familyName: nameField,
    emailChanged: z.boolean(),
    verificationToken: z.string().min(1).optional(),
  })
  .refine((p) => !p.emailChanged || p.verificationToken !== undefined, {
    message: 'verificationToken is required when emailChanged is true',
    path: ['verificationToken'],
  });
