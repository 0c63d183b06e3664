import type { Queryable } from '@journal/db';
import type { RenderableMail } from '../../repositories/mail-job';
import { renderMail } from './render-mail';
import { templateForMail, type TemplateDefinition } from './journal-templates/template-registry';
import { renderJournalTemplate } from './journal-templates/render-journal-template';
import type { RenderedMail, TemplateContext } from './templates/template.types';
import {
  findJournalTemplate,
  findMailJournal,
  type JournalTemplateText,
} from '../../repositories/journal-mail-templates.repository';

/** The wording its owner gave this mail's template, if any: the site's, or its journal's (else the publisher's). */
async function ownWording(
  db: Queryable,
  definition: TemplateDefinition,
  job: RenderableMail,
): Promise<JournalTemplateText | undefined> {
  if (definition.scope === 'site') return findJournalTemplate(db, { site: true }, definition.key);
  const journalId = await findMailJournal(db, {
    journalId: 'journalId' in job ? job.journalId : undefined,
    submissionId: 'submissionId' in job ? job.submissionId : undefined,
    journalName: 'journalName' in job ? job.journalName : undefined,
  });
  // The journal's own wording, else the publisher's (issue 44 item 3), both read now: no copies.
  const own = journalId ? await findJournalTemplate(db, { journalId }, definition.key) : undefined;
  return own ?? findJournalTemplate(db, { publisher: true }, definition.key);
}

/**
 * The mail as it leaves: in its journal's (or, for an account's mail, the site's) own wording when its
 * template was reworded (read at send time, so a template saved before the send counts), else the
 * built-in template.
 */
export async function renderWithJournalTemplate(
  db: Queryable,
  job: RenderableMail,
  ctx: TemplateContext,
): Promise<RenderedMail> {
  const definition = templateForMail(job);
  const own = definition ? await ownWording(db, definition, job) : undefined;
  if (definition && own) return renderJournalTemplate(own, definition, job, ctx);
  return renderMail(job, ctx);
}
