import { z } from 'zod';
import { asText, formBody, inFieldOrder, isEmail, isGiven, nameField, text, value } from './form-fields';

export const NAME_MAX = 100;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const INVALID_EMAIL = 'Enter a valid email address';

/** A new password's rules and messages: registration's, and every form that sets one (the reset). */
export const newPassword = () =>
  value()
    .refine(
      (sent) => asText(sent).length >= PASSWORD_MIN,
      `Password must be at least ${PASSWORD_MIN} characters`,
    )
    .refine(
      (sent) => asText(sent).length <= PASSWORD_MAX,
      `Password must be at most ${PASSWORD_MAX} characters`,
    );

const fields = formBody({
  email: text()
    .refine((value) => isEmail(value.trim()), INVALID_EMAIL)
    .transform((value) => value.trim()),
  givenNames: nameField('Please enter your given names', 'Given names', NAME_MAX),
  familyName: nameField('Please enter your family name', 'Family name', NAME_MAX),
  // Kept as sent: the confirmation is compared with exactly what came.
  password: newPassword(),

  // The SPA sends confirmPassword; older clients repeatPassword. Checked only when sent.
  confirmPassword: value(),
  repeatPassword: value(),
  termsAccepted: value().refine((value) => value === true, 'Please accept the terms and conditions'),
  marketingAccepted: value().refine(
    (value) => !isGiven(value) || typeof value === 'boolean',
    'Marketing consent must be true or false',
  ),
}).superRefine((form, ctx) => {
  const confirmation = isGiven(form.confirmPassword) ? form.confirmPassword : form.repeatPassword;
  if (isGiven(confirmation) && confirmation !== form.password)
    ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
});

/** Registration: the exact messages of services/identity/README.md, in that order. */
export const registrationSchema = inFieldOrder(fields, [
  'email',
  'givenNames',
  'familyName',
  'password',
  'confirmPassword',
  'termsAccepted',
  'marketingAccepted',
]).transform((form) => ({
  email: form.email,
  givenNames: form.givenNames,
  familyName: form.familyName,
  password: asText(form.password),
  marketingAccepted: form.marketingAccepted === true,
}));

export type RegistrationInput = z.output<typeof registrationSchema>;
