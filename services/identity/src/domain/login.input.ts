import { isEmail, orderedSchema, text } from './form-fields';
import { INVALID_EMAIL } from './registration.input';

export const emailOnlySchema = orderedSchema(
  [{ field: 'email', message: INVALID_EMAIL, ok: (i) => isEmail(text(i, 'email').trim()) }],
  (i) => ({ email: text(i, 'email').trim() }),
);

export const loginSchema = orderedSchema(
  [
    { field: 'email', message: INVALID_EMAIL, ok: (i) => isEmail(text(i, 'email').trim()) },
    { field: 'password', message: 'Please enter your password', ok: (i) => text(i, 'password').length > 0 },
  ],
  (i) => ({ email: text(i, 'email').trim(), password: text(i, 'password') }),
);

/** services/identity/README.md, admin login: both fields required. */
export const adminLoginSchema = orderedSchema(
  [
    { field: 'email', message: 'Please fill in all fields', ok: (i) => text(i, 'email').trim().length > 0 },
    { field: 'password', message: 'Please fill in all fields', ok: (i) => text(i, 'password').length > 0 },
    { field: 'email', message: INVALID_EMAIL, ok: (i) => isEmail(text(i, 'email').trim()) },
  ],
  (i) => ({ email: text(i, 'email').trim(), password: text(i, 'password') }),
);

export const googleSignInSchema = orderedSchema(
  [
    {
      field: 'credential',
      message: 'Missing Google credential',
      ok: (i) => text(i, 'credential').length > 0 && text(i, 'credential').length < 10_000,
    },
  ],
  (i) => ({ credential: text(i, 'credential') }),
);
