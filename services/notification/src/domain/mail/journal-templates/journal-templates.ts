import type { Queryable } from '@journal/db';
import {
  deleteJournalTemplate,
  findJournalTemplate,
  listJournalTemplates,
  saveJournalTemplate,
  type JournalTemplateText,
} from '../../../repositories/journal-mail-templates.repository';
import { CUSTOMIZABLE_KINDS, type AnyCustomizableKind } from './customizable-kinds';
import type { MailTemplateInput } from './template.input';

/** A kind as a journal sees it: its own wording, or the default. */
export function templateView(definition: AnyCustomizableKind, own: JournalTemplateText | undefined) {
  return {
    kind: definition.kind,
    subject: own?.subject ?? definition.subject,
    body: own?.body ?? definition.body,
    placeholders: [...definition.placeholders],
    isDefault: own === undefined,
  };
}

export type TemplateView = ReturnType<typeof templateView>;

/** Every kind a journal may reword, in the journal's wording where it has one. */
export async function journalTemplates(db: Queryable, journalId: string): Promise<TemplateView[]> {
  const own = new Map((await listJournalTemplates(db, journalId)).map((t) => [t.kind, t]));
  return CUSTOMIZABLE_KINDS.map((k) => templateView(k as AnyCustomizableKind, own.get(k.kind)));
}

/** Saves the journal's wording of one kind (the input already checked against its placeholders). */
export async function saveTemplate(
  db: Queryable,
  journalId: string,
  definition: AnyCustomizableKind,
  input: MailTemplateInput,
  updatedBy: string,
): Promise<TemplateView> {
  await saveJournalTemplate(db, journalId, { kind: definition.kind, ...input }, updatedBy);
  return templateView(definition, input);
}

/** Back to the default wording. */
export async function resetTemplate(
  db: Queryable,
  journalId: string,
  definition: AnyCustomizableKind,
): Promise<TemplateView> {
  await deleteJournalTemplate(db, journalId, definition.kind);
  return templateView(definition, undefined);
}

/** The wording mails of this kind use now: the journal's own, or the default. */
export async function currentTemplate(
  db: Queryable,
  journalId: string,
  definition: AnyCustomizableKind,
): Promise<JournalTemplateText> {
  return (await findJournalTemplate(db, journalId, definition.kind)) ?? definition;
}
