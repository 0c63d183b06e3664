import type { Queryable } from '@journal/db';
import type { RenderableMail } from '../../repositories/mail-job';
import { renderMail } from './render-mail';
import { customizableKind } from './journal-templates/customizable-kinds';
import { renderJournalTemplate } from './journal-templates/render-journal-template';
import type { RenderedMail, TemplateContext } from './templates/template.types';
import { findJournalTemplate } from '../../repositories/journal-mail-templates.repository';

/**
 * The mail as it leaves: in its journal's own wording when the journal has one for the kind (read at send
 * time, so a template saved before the send counts), else the built-in template.
 */
export async function renderWithJournalTemplate(
  db: Queryable,
  job: RenderableMail,
  ctx: TemplateContext,
): Promise<RenderedMail> {
  const definition = customizableKind(job.kind);
  const journalId = 'journalId' in job ? job.journalId : undefined;
  if (definition && journalId) {
    const template = await findJournalTemplate(db, journalId, job.kind);
    if (template) return renderJournalTemplate(template, definition, job, ctx);
  }
  return renderMail(job, ctx);
}
