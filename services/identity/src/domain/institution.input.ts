import { given, orderedSchema, safeTextRule, text } from './form-fields';

export const INSTITUTION_MAX = 200;

/** Institution editor: free text, trimmed, non-empty (services/identity/README.md), bounded. */
export const institutionSchema = orderedSchema(
  [
    {
      field: 'institution',
      message: 'Please enter your institution',
      ok: (i) => text(i, 'institution').trim().length > 0,
    },
    safeTextRule('institution', 'Institution'),
    {
      field: 'institution',
      message: `Institution must be at most ${INSTITUTION_MAX} characters`,
      ok: (i) => text(i, 'institution').trim().length <= INSTITUTION_MAX,
    },
    {
      field: 'email',
      message: 'Enter a valid email address',
      ok: (i) => !given(i, 'email') || typeof i.email === 'string',
    },
  ],
  (i) => ({
    email: given(i, 'email') ? text(i, 'email').trim() : undefined,
    institution: text(i, 'institution').trim(),
  }),
);
