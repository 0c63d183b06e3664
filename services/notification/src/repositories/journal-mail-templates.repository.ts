import type { Queryable } from '@journal/db';

/** A journal's (or the site's) own wording of one template (placeholders not yet filled). */
export interface JournalTemplateText {
  subject: string;
  body: string;
}

export interface StoredTemplate extends JournalTemplateText {
  /** The template's key (issue 42 item 7); the column keeps its first name. */
  kind: string;
}

/**
 * Whose wording: a journal's (by slug), the publisher's (issue 44 item 3: inherited by every journal
 * without its own), or the site's own mails'.
 */
export type TemplateOwner = { journalId: string } | { publisher: true } | { site: true };

/** The table and key column of an owner's rows, and the journal condition where there is one. */
function tableOf(owner: TemplateOwner): { table: string; key: string; where: string; args: string[] } {
  if ('journalId' in owner)
    return {
      table: 'notification.journal_mail_templates',
      key: 'kind',
      where: 'journal_id = $1',
      args: [owner.journalId],
    };
  const table =
    'site' in owner ? 'notification.site_mail_templates' : 'notification.publisher_mail_templates';
  return { table, key: 'key', where: 'true', args: [] };
}

/** The owner's own templates (keys without a row use the inherited or default text). */
export async function listJournalTemplates(db: Queryable, owner: TemplateOwner): Promise<StoredTemplate[]> {
  const t = tableOf(owner);
  const { rows } = await db.query<StoredTemplate>(
    `SELECT ${t.key} AS kind, subject, body FROM ${t.table} WHERE ${t.where}`,
    t.args,
  );
  return rows;
}

export async function findJournalTemplate(
  db: Queryable,
  owner: TemplateOwner,
  key: string,
): Promise<JournalTemplateText | undefined> {
  const t = tableOf(owner);
  const { rows } = await db.query<JournalTemplateText>(
    `SELECT subject, body FROM ${t.table} WHERE ${t.where} AND ${t.key} = $${t.args.length + 1}`,
    [...t.args, key],
  );
  return rows[0];
}

export async function saveJournalTemplate(
  db: Queryable,
  owner: TemplateOwner,
  template: StoredTemplate,
  updatedBy: string,
): Promise<void> {
  if ('journalId' in owner) {
    await db.query(
      `INSERT INTO notification.journal_mail_templates (journal_id, kind, subject, body, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (journal_id, kind) DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [owner.journalId, template.kind, template.subject, template.body, updatedBy],
    );
    return;
  }
  await db.query(
    `INSERT INTO ${tableOf(owner).table} (key, subject, body, updated_by)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [template.kind, template.subject, template.body, updatedBy],
  );
}

/** Drops the owner's own wording: a journal inherits the publisher's again, the others the default. */
export async function deleteJournalTemplate(db: Queryable, owner: TemplateOwner, key: string): Promise<void> {
  const t = tableOf(owner);
  await db.query(`DELETE FROM ${t.table} WHERE ${t.where} AND ${t.key} = $${t.args.length + 1}`, [
    ...t.args,
    key,
  ]);
}

/**
 * The journal a mail is about, for its template: the slug the mail carries, else its paper's journal
 * (editor_papers), else the journal of the name it carries.
 */
export async function findMailJournal(
  db: Queryable,
  about: { journalId?: string; submissionId?: string; journalName?: string },
): Promise<string | undefined> {
  if (about.journalId) return about.journalId;
  const { rows } = await db.query<{ journal_id: string }>(
    `SELECT coalesce(
       (SELECT journal_id FROM notification.editor_papers WHERE submission_id = $1),
       (SELECT slug FROM notification.journals WHERE lower(name) = lower($2) ORDER BY slug LIMIT 1)
     ) AS journal_id`,
    [about.submissionId ?? null, about.journalName ?? null],
  );
  return rows[0]?.journal_id ?? undefined;
}
