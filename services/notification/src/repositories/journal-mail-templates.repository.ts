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

/** Whose wording: a journal's (by slug), or the site's (journalId undefined). */
export type TemplateOwner = { journalId: string } | { site: true };

const isSite = (owner: TemplateOwner): owner is { site: true } => 'site' in owner;

/** The owner's own templates (keys without a row use the default text). */
export async function listJournalTemplates(db: Queryable, owner: TemplateOwner): Promise<StoredTemplate[]> {
  const { rows } = isSite(owner)
    ? await db.query<StoredTemplate>(
        'SELECT key AS kind, subject, body FROM notification.site_mail_templates',
      )
    : await db.query<StoredTemplate>(
        'SELECT kind, subject, body FROM notification.journal_mail_templates WHERE journal_id = $1',
        [owner.journalId],
      );
  return rows;
}

export async function findJournalTemplate(
  db: Queryable,
  owner: TemplateOwner,
  key: string,
): Promise<JournalTemplateText | undefined> {
  const { rows } = isSite(owner)
    ? await db.query<JournalTemplateText>(
        'SELECT subject, body FROM notification.site_mail_templates WHERE key = $1',
        [key],
      )
    : await db.query<JournalTemplateText>(
        'SELECT subject, body FROM notification.journal_mail_templates WHERE journal_id = $1 AND kind = $2',
        [owner.journalId, key],
      );
  return rows[0];
}

export async function saveJournalTemplate(
  db: Queryable,
  owner: TemplateOwner,
  template: StoredTemplate,
  updatedBy: string,
): Promise<void> {
  if (isSite(owner)) {
    await db.query(
      `INSERT INTO notification.site_mail_templates (key, subject, body, updated_by)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [template.kind, template.subject, template.body, updatedBy],
    );
    return;
  }
  await db.query(
    `INSERT INTO notification.journal_mail_templates (journal_id, kind, subject, body, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (journal_id, kind) DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [owner.journalId, template.kind, template.subject, template.body, updatedBy],
  );
}

/** Back to the default text. */
export async function deleteJournalTemplate(db: Queryable, owner: TemplateOwner, key: string): Promise<void> {
  if (isSite(owner)) await db.query('DELETE FROM notification.site_mail_templates WHERE key = $1', [key]);
  else
    await db.query('DELETE FROM notification.journal_mail_templates WHERE journal_id = $1 AND kind = $2', [
      owner.journalId,
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
