import { asText, formBody, isGiven, safeText, text, value } from './form-fields';

export const INSTITUTION_MAX = 200;

/** Institution editor: free text, trimmed, non-empty (services/identity/README.md), bounded. */
export const institutionSchema = formBody({
  institution: text()
    .refine((value) => value.trim().length > 0, 'Please enter your institution')
    .refine(...safeText('Institution'))
    .refine(
      (value) => value.trim().length <= INSTITUTION_MAX,
      `Institution must be at most ${INSTITUTION_MAX} characters`,
    )
    .transform((value) => value.trim()),
  email: value()
    .refine((value) => !isGiven(value) || typeof value === 'string', 'Enter a valid email address')
    .transform((value) => (isGiven(value) ? asText(value).trim() : undefined)),
});
