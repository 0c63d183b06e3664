import { formBody, isEmail, text } from './form-fields';
import { INVALID_EMAIL } from './registration.input';

const email = () =>
  text()
    .refine((value) => isEmail(value.trim()), INVALID_EMAIL)
    .transform((value) => value.trim());

export const emailOnlySchema = formBody({ email: email() });

export const loginSchema = formBody({
  email: email(),
  password: text().refine((value) => value.length > 0, 'Please enter your password'),
});

const FILL_IN_ALL = 'Please fill in all fields';

/** services/identity/README.md, admin login: both fields required, then the email's format. */
export const adminLoginSchema = formBody({
  email: text()
    .refine((value) => value.trim().length > 0, FILL_IN_ALL)
    .transform((value) => value.trim()),
  password: text().refine((value) => value.length > 0, FILL_IN_ALL),
}).superRefine((form, ctx) => {
  if (!isEmail(form.email)) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL, path: ['email'] });
});

export const googleSignInSchema = formBody({
  credential: text().refine(
    (value) => value.length > 0 && value.length < 10_000,
    'Missing Google credential',
  ),
});
