import { z } from 'zod';
import { ValidationError } from '@journal/errors';
import type { AnyCustomizableKind } from './customizable-kinds';
import { unknownPlaceholders } from './placeholders';

export const MAIL_TEMPLATE_NOT_FOUND = 'Unknown mail template';

const templateBody = z.object({
  subject: z
    .string({ error: 'Please enter the subject' })
    .trim()
    .min(1, 'Please enter the subject')
    .max(300, 'The subject must be at most 300 characters'),
  body: z
    .string({ error: 'Please enter the body' })
    .refine((b) => b.trim() !== '', 'Please enter the body')
    .refine((b) => b.length <= 20_000, 'The body must be at most 20,000 characters'),
});
export type MailTemplateInput = z.infer<typeof templateBody>;

/** `PUT .../mail-templates/{kind}` and the preview: subject and body, each placeholder one the kind offers. */
export function parseTemplateInput(definition: AnyCustomizableKind, input: unknown): MailTemplateInput {
  const parsed = templateBody.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]!.message);
  const unknown = unknownPlaceholders(`${parsed.data.subject}\n${parsed.data.body}`, definition.placeholders);
  if (unknown.length > 0)
    throw new ValidationError(
      `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `{{${n}}}`).join(', ')}; ` +
        `this mail offers ${definition.placeholders.map((n) => `{{${n}}}`).join(', ')}`,
    );
  return parsed.data;
}
