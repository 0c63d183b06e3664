import type { RenderableMail } from '../../../repositories/mail-job';
import { escapeHtml, oneLine } from '../templates/escape-html';
import { html, layout, type SafeHtml } from '../templates/mail-layout.template';
import type { RenderedMail, TemplateContext } from '../templates/template.types';
import { fillPlaceholders, PLACEHOLDER_LINE } from './placeholders';
import type { JournalTemplateText } from '../../../repositories/journal-mail-templates.repository';

/** A block of lines (between blank lines) as one paragraph, each line escaped, kept as its own line. */
function block(lines: string[]): SafeHtml {
  return html(`<p style="margin:0 0 16px">${lines.map(escapeHtml).join('<br>')}</p>`);
}

/**
 * A line that is one placeholder with nothing to say in this mail (no reviewers' comments, no revision to
 * ask for) is left out, with the blank line before it, so the mail has no gap where it would stand.
 */
function withoutEmptyLines(body: string, values: Readonly<Record<string, string>>): string {
  const kept: string[] = [];
  for (const line of body.split('\n')) {
    const only = PLACEHOLDER_LINE.exec(line);
    if (only && values[only[1]!] === '') {
      if (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/** What a template needs of its mail: the values of its own variables, nothing else of the job. */
export interface TemplateValues {
  values(job: RenderableMail, ctx: TemplateContext): Record<string, string>;
}

/**
 * A mail in a journal's own wording: the placeholders filled with this mail's values (only the template's
 * listed variables have one), the text as written and the HTML part built from it (every line escaped).
 */
export function renderJournalTemplate(
  template: JournalTemplateText,
  definition: TemplateValues,
  job: RenderableMail,
  ctx: TemplateContext,
): RenderedMail {
  const values = definition.values(job, ctx);
  const subject = oneLine(fillPlaceholders(template.subject, values));
  const text = fillPlaceholders(withoutEmptyLines(template.body, values), values);
  const blocks = text
    .split(/\n\s*\n/)
    .map((part) => part.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map(block);
  return { subject, text, html: layout(ctx, subject, blocks) };
}
