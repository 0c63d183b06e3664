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
 * A template as a journal (or the publisher, or the site) sees it: its own wording, or the inherited one.
 * `key` and `variables` are issue 42's names; `kind` and `placeholders` (issue 29's) stay for the callers
 * that read them. A journal's view also says whether it inherits (issue 44 item 3) and carries the
 * publisher's text (the publisher's own wording or the default) to compare an override against.
 */
export function templateView(
  definition: TemplateDefinition,
  own: JournalTemplateText | undefined,
  publisher?: JournalTemplateText,
) {
  const inherited = publisher ?? definition;
  return {
    key: definition.key,
    kind: definition.kind,
    subject: own?.subject ?? inherited.subject,
    body: own?.body ?? inherited.body,
    variables: [...definition.placeholders],
    placeholders: [...definition.placeholders],
    required: [...definition.required],
    /** The owner has no wording of its own (a journal: it inherits the publisher's). */
    isDefault: own === undefined,
    ...(publisher
      ? { inherited: own === undefined, publisher: { subject: publisher.subject, body: publisher.body } }
      : {}),
  };
}

export type TemplateView = ReturnType<typeof templateView>;

const scopeOf = (owner: TemplateOwner): TemplateScope => ('site' in owner ? 'site' : 'journal');
const PUBLISHER: TemplateOwner = { publisher: true };

/** The publisher's text of a journal template: its own wording, else the built-in one. */
async function publisherText(db: Queryable, definition: TemplateDefinition): Promise<JournalTemplateText> {
  const own = await findJournalTemplate(db, PUBLISHER, definition.key);
  return { subject: own?.subject ?? definition.subject, body: own?.body ?? definition.body };
}

/** Every template of the owner, in its own wording where it has one (a journal: else the publisher's). */
export async function journalTemplates(db: Queryable, owner: TemplateOwner): Promise<TemplateView[]> {
  const own = new Map((await listJournalTemplates(db, owner)).map((t) => [t.kind, t]));
  const publisher =
    'journalId' in owner
      ? new Map((await listJournalTemplates(db, PUBLISHER)).map((t) => [t.kind, t]))
      : undefined;
  return templateDefinitions(scopeOf(owner)).map((d) =>
    templateView(d, own.get(d.key), publisher ? (publisher.get(d.key) ?? d) : undefined),
  );
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
  const publisher = 'journalId' in owner ? await publisherText(db, definition) : undefined;
  return templateView(definition, input, publisher);
}

/** Drops the owner's wording: a journal inherits the publisher's again, the publisher the default. */
export async function resetTemplate(
  db: Queryable,
  owner: TemplateOwner,
  definition: TemplateDefinition,
): Promise<TemplateView> {
  await deleteJournalTemplate(db, owner, definition.key);
  const publisher = 'journalId' in owner ? await publisherText(db, definition) : undefined;
  return templateView(definition, undefined, publisher);
}

/** The wording mails of this template use now: the owner's own, else (a journal) the publisher's, else the default. */
export async function currentTemplate(
  db: Queryable,
  owner: TemplateOwner,
  definition: TemplateDefinition,
): Promise<JournalTemplateText> {
  const own = await findJournalTemplate(db, owner, definition.key);
  if (own) return own;
  return 'journalId' in owner ? publisherText(db, definition) : definition;
}
