import { given, isEmail, orderedSchema, safeTextRule, text } from './form-fields';

const optionalText = (max: number) => (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

/** Cookie banner payload: userEmail or null, consent, userAgent, ipAddress (null), sessionId. */
export const cookieConsentSchema = orderedSchema(
  [
    { field: 'consent', message: 'Consent must be true or false', ok: (i) => typeof i.consent === 'boolean' },
    {
      field: 'userEmail',
      message: 'Enter a valid email address',
      ok: (i) => !given(i, 'userEmail') || (typeof i.userEmail === 'string' && isEmail(i.userEmail.trim())),
    },
    {
      field: 'userAgent',
      message: 'User agent must be text of at most 1000 characters',
      ok: (i) => optionalText(1000)(i.userAgent),
    },
    safeTextRule('userAgent', 'User agent'),
    {
      field: 'sessionId',
      message: 'Session id must be text of at most 200 characters',
      ok: (i) => optionalText(200)(i.sessionId),
    },
    safeTextRule('sessionId', 'Session id'),
    {
      field: 'ipAddress',
      message: 'IP address must be text of at most 100 characters',
      ok: (i) => optionalText(100)(i.ipAddress),
    },
    safeTextRule('ipAddress', 'IP address'),
  ],
  (i) => ({
    consent: i.consent === true,
    userEmail: given(i, 'userEmail') ? text(i, 'userEmail').trim() : null,
    userAgent: given(i, 'userAgent') ? text(i, 'userAgent') : null,
    ipAddress: given(i, 'ipAddress') ? text(i, 'ipAddress') : null,
    sessionId: given(i, 'sessionId') ? text(i, 'sessionId') : null,
  }),
);
