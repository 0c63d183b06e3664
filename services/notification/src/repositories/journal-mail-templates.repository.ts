import type { Queryable } from '@journal/db';

/** A journal's own wording of one mail kind (placeholders not yet filled). */
export interface JournalTemplateText {
  subject: string;
  body: string;
}

export interface StoredTemplate extends JournalTemplateText {
  kind: string;
}

/** The journal's own templates (kinds without a row use the default text). */
export async function listJournalTemplates(db: Queryable, journalId: string): Promise<StoredTemplate[]> {
  const { rows } = await db.query<StoredTemplate>(
    'SELECT kind, subject, body FROM notification.journal_mail_templates WHERE journal_id = $1',
    [journalId],
  );
  return rows;
}

export async function findJournalTemplate(
  db: Queryable,
  journalId: string,
  kind: string,
): Promise<JournalTemplateText | undefined> {
  const { rows } = await db.query<JournalTemplateText>(
    'SELECT subject, body FROM notification.journal_mail_templates WHERE journal_id = $1 AND kind = $2',
    [journalId, kind],
  );
  return rows[0];
}

export async function saveJournalTemplate(
  db: Queryable,
  journalId: string,
  template: StoredTemplate,
  updatedBy: string,
): Promise<void> {
  await db.query(
    `INSERT INTO notification.journal_mail_templates (journal_id, kind, subject, body, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (journal_id, kind) DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [journalId, template.kind, template.subject, template.body, updatedBy],
  );
}

/** Back to the default text. */
export async function deleteJournalTemplate(db: Queryable, journalId: string, kind: string): Promise<void> {
  await db.query('DELETE FROM notification.journal_mail_templates WHERE journal_id = $1 AND kind = $2', [
    journalId,
    kind,
  ]);
}
