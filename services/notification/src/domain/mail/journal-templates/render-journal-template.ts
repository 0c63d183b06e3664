import type { RenderableMail } from '../../../repositories/mail-job';
import { escapeHtml, oneLine } from '../templates/escape-html';
import { html, layout, type SafeHtml } from '../templates/mail-layout.template';
import type { RenderedMail, TemplateContext } from '../templates/template.types';
import type { AnyCustomizableKind } from './customizable-kinds';
import { fillPlaceholders } from './placeholders';
import type { JournalTemplateText } from '../../../repositories/journal-mail-templates.repository';

/** A block of lines (between blank lines) as one paragraph, each line escaped, kept as its own line. */
function block(lines: string[]): SafeHtml {
  return html(`<p style="margin:0 0 16px">${lines.map(escapeHtml).join('<br>')}</p>`);
}

/**
 * A mail in a journal's own wording: the placeholders filled with this mail's values, the text as written
 * and the HTML part built from it (every value escaped by the layout helpers).
 */
export function renderJournalTemplate(
  template: JournalTemplateText,
  definition: AnyCustomizableKind,
  job: RenderableMail,
  ctx: TemplateContext,
): RenderedMail {
  const values = definition.values(job, ctx);
  const subject = oneLine(fillPlaceholders(template.subject, values));
  const text = fillPlaceholders(template.body, values);
  const blocks = text
    .split(/\n\s*\n/)
    .map((part) => part.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map(block);
  return { subject, text, html: layout(ctx, subject, blocks) };
}
