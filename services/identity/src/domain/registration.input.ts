import { given, isEmail, nameRules, orderedSchema, text, type Rule } from './form-fields';

export const NAME_MAX = 100;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const INVALID_EMAIL = 'Enter a valid email address';

const confirmation = (input: Record<string, unknown>) =>
  given(input, 'confirmPassword') ? input.confirmPassword : input.repeatPassword;

/** Registration: the exact messages of services/identity/README.md, in that order (repeat password is checked when sent). */
const rules: Rule[] = [
  { field: 'email', message: INVALID_EMAIL, ok: (i) => isEmail(text(i, 'email').trim()) },
  ...nameRules('givenNames', 'Please enter your given names', 'Given names', NAME_MAX),
  ...nameRules('familyName', 'Please enter your family name', 'Family name', NAME_MAX),
  {
    field: 'password',
    message: `Password must be at least ${PASSWORD_MIN} characters`,
    ok: (i) => text(i, 'password').length >= PASSWORD_MIN,
  },
  {
    field: 'password',
    message: `Password must be at most ${PASSWORD_MAX} characters`,
    ok: (i) => text(i, 'password').length <= PASSWORD_MAX,
  },
  {
    field: 'confirmPassword',
    message: 'Passwords do not match',
    ok: (i) => confirmation(i) === undefined || confirmation(i) === null || confirmation(i) === i.password,
  },
  {
    field: 'termsAccepted',
    message: 'Please accept the terms and conditions',
    ok: (i) => i.termsAccepted === true,
  },
  {
    field: 'marketingAccepted',
    message: 'Marketing consent must be true or false',
    ok: (i) => !given(i, 'marketingAccepted') || typeof i.marketingAccepted === 'boolean',
  },
];

export const registrationSchema = orderedSchema(rules, (i) => ({
  email: text(i, 'email').trim(),
  givenNames: text(i, 'givenNames').trim(),
  familyName: text(i, 'familyName').trim(),
  password: text(i, 'password'),
  marketingAccepted: i.marketingAccepted === true,
}));

export type RegistrationInput = ReturnType<typeof registrationSchema.parse>;
