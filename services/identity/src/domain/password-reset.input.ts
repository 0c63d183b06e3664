import { z } from 'zod';
import { asText, formBody, inFieldOrder, isGiven, text, value } from './form-fields';
import { emailOnlySchema } from './login.input';
import { newPassword } from './registration.input';

/** The forgotten-password form: the address alone, checked as the login's email step checks it. */
export const passwordResetRequestSchema = emailOnlySchema;

/**
 * The reset form: the registration's password rules and messages, in the registration's order (length,
 * then the repeat when sent); the token last, so a bad password is reported as the form shows it.
 */
export const passwordResetConfirmSchema = inFieldOrder(
  formBody({
    password: newPassword(),
    confirmPassword: value(),
    // Unknown and malformed tokens get the expired-link answer from the service, never a format message.
    token: text(),
  }).superRefine((form, ctx) => {
    if (isGiven(form.confirmPassword) && form.confirmPassword !== form.password)
      ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
  }),
  ['password', 'confirmPassword', 'token'],
).transform((form) => ({ token: form.token, password: asText(form.password) }));

export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmSchema>;
