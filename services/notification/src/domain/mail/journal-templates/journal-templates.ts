import type { Queryable } from '@journal/db';
import {
  deleteJournalTemplate,
  findJournalTemplate,
  listJournalTemplates,
  saveJournalTemplate,
  type JournalTemplateText,
  type TemplateOwner,
} from '../../../repositories/journal-mail-templates.repository';

export type { TemplateOwner };
import type { TemplateScope } from './customizable-kind';
import { templateDefinitions, type TemplateDefinition } from './template-registry';
import type { MailTemplateInput } from './template.input';

/**
 * A template as a journal (or the site) sees it: its own wording, or the default. `key` and `variables`
 * are issue 42's names; `kind` and `placeholders` (issue 29's) stay for the callers that read them.
 */
export function templateView(definition: TemplateDefinition, own: JournalTemplateText | undefined) {
  return {
    key: definition.key,
    kind: definition.kind,
    subject: own?.subject ?? definition.subject,
    body: own?.body ?? definition.body,
    variables: [...definition.placeholders],
    placeholders: [...definition.placeholders],
    required: [...definition.required],
    isDefault: own === undefined,
  };
}

export type TemplateView = ReturnType<typeof templateView>;

const scopeOf = (owner: TemplateOwner): TemplateScope => ('site' in owner ? 'site' : 'journal');

/** Every template of the owner, in its own wording where it has one. */
export async function journalTemplates(db: Queryable, owner: TemplateOwner): Promise<TemplateView[]> {
  const own = new Map((await listJournalTemplates(db, owner)).map((t) => [t.kind, t]));
  return templateDefinitions(scopeOf(owner)).map((d) => templateView(d, own.get(d.key)));
}

/** Saves the owner's wording of one template (the input already checked against its variables). */
export async function saveTemplate(
  db: Queryable,
  owner: TemplateOwner,
  definition: TemplateDefinition,
  input: MailTemplateInput,
  updatedBy: string,
): Promise<TemplateView> {
  await saveJournalTemplate(db, owner, { kind: definition.key, ...input }, updatedBy);
  return templateView(definition, input);
}

/** Back to the default wording. */
export async function resetTemplate(
  db: Queryable,
  owner: TemplateOwner,
  definition: TemplateDefinition,
): Promise<TemplateView> {
  await deleteJournalTemplate(db, owner, definition.key);
  return templateView(definition, undefined);
}

/** The wording mails of this template use now: the owner's own, or the default. */
export async function currentTemplate(
  db: Queryable,
  owner: TemplateOwner,
  definition: TemplateDefinition,
): Promise<JournalTemplateText> {
  return (await findJournalTemplate(db, owner, definition.key)) ?? definition;
}
