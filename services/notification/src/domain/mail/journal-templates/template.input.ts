import { z } from 'zod';
import { unsafeTextMessage, ValidationError } from '@journal/errors';
import { placeholdersIn, unknownPlaceholders } from './placeholders';

export const MAIL_TEMPLATE_NOT_FOUND = 'Unknown mail template';

/**
 * A subject is one header line: CR and LF are folded into spaces when it is sent, but the other line
 * breaks (U+0085, U+2028, U+2029) would still split it for some readers, and a bidi embedding, override
 * or isolate (U+202A-U+202E, U+2066-U+2069) makes it read differently from what it is.
 */
const SUBJECT_REFUSED = /[\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const templateBody = z.object({
  subject: z
    .string({ error: 'Please enter the subject' })
    .trim()
    .min(1, 'Please enter the subject')
    .max(300, 'The subject must be at most 300 characters')
    .superRefine((subject, ctx) => {
      const match = SUBJECT_REFUSED.exec(subject);
      if (!match) return;
      const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      ctx.addIssue({ code: 'custom', message: unsafeTextMessage('The subject', code) });
    }),
  body: z
    .string({ error: 'Please enter the body' })
    .refine((b) => b.trim() !== '', 'Please enter the body')
    .refine((b) => b.length <= 20_000, 'The body must be at most 20,000 characters'),
});
export type MailTemplateInput = z.infer<typeof templateBody>;

/** What a template's input is checked against: the variables it offers and those it must keep. */
interface TemplateVariables {
  placeholders: readonly string[];
  required?: readonly string[];
}

const refuse = (field: 'subject' | 'body', message: string) =>
  new ValidationError(message, [{ field, message }]);

/**
 * `PUT .../mail-templates/{key}` and the preview: subject and body, each placeholder one the template
 * offers (issue 42 item 7: 400 `Unknown variable {{name}}`, `field` the part it is in), and the link a
 * template must keep (a reviewer's page, a reset link) still there.
 */
export function parseTemplateInput(definition: TemplateVariables, input: unknown): MailTemplateInput {
  const parsed = templateBody.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ValidationError(issue.message, [{ field: issue.path.join('.'), message: issue.message }]);
  }
  for (const field of ['subject', 'body'] as const) {
    const [unknown] = unknownPlaceholders(parsed.data[field], definition.placeholders);
    if (unknown) throw refuse(field, `Unknown variable {{${unknown}}}`);
  }
  const missing = (definition.required ?? []).find(
    (name) => !placeholdersIn(parsed.data.body).includes(name),
  );
  if (missing) throw refuse('body', `The body must contain {{${missing}}}: it is the mail's link`);
  return parsed.data;
}
