import { asText, formBody, isEmail, isGiven, safeText, value } from './form-fields';

/** Optional text of at most `max` characters (null or missing: not sent). */
const optionalText = (label: string, max: number) =>
  value()
    .refine(
      (value) => !isGiven(value) || (typeof value === 'string' && value.length <= max),
      `${label} must be text of at most ${max} characters`,
    )
    .refine(...safeText(label))
    .transform((value) => (isGiven(value) ? asText(value) : null));

/** Cookie banner payload: userEmail or null, consent, userAgent, ipAddress (null), sessionId. */
export const cookieConsentSchema = formBody({
  consent: value().refine((value) => typeof value === 'boolean', 'Consent must be true or false'),
  userEmail: value()
    .refine(
      (value) => !isGiven(value) || (typeof value === 'string' && isEmail(value.trim())),
      'Enter a valid email address',
    )
    .transform((value) => (isGiven(value) ? asText(value).trim() : null)),
  userAgent: optionalText('User agent', 1000),
  sessionId: optionalText('Session id', 200),
  ipAddress: optionalText('IP address', 100),
}).transform((form) => ({ ...form, consent: form.consent === true }));
