import type { Queryable } from '@journal/db';

/** What the mail worker knows of a mail's journal and paper when it chooses From and Reply-To. */
export interface ReplyContacts {
  /** The journal's current name, if notification has its row. */
  journalName?: string;
  /** The journal's contact, if it has one. */
  journalContact?: { name: string; address: string };
  /** The paper's handling editor, if one is assigned. */
  handlingEditor?: { name: string; address: string };
}

/**
 * One query at send time: the journal by slug, else by the paper's journal (editor_papers), else by the
 * name the mail's event carried; and the paper's handling editor.
 */
export async function findReplyContacts(
  db: Queryable,
  about: { journalId?: string; submissionId?: string; journalName?: string },
): Promise<ReplyContacts> {
  const { rows } = await db.query<{
    name: string | null;
    contact_name: string | null;
    contact_email: string | null;
    editor_name: string | null;
    editor_email: string | null;
  }>(
    `WITH paper AS (SELECT journal_id FROM notification.editor_papers WHERE submission_id = $2),
     journal AS (
       SELECT name, contact_name, contact_email FROM notification.journals
        WHERE slug = coalesce($1, (SELECT journal_id FROM paper))
           OR (coalesce($1, (SELECT journal_id FROM paper)) IS NULL AND lower(name) = lower($3))
        LIMIT 1
     ), editor AS (
       SELECT name, email FROM notification.handling_editors WHERE submission_id = $2 AND email IS NOT NULL
     )
     SELECT j.name, j.contact_name, j.contact_email, e.name AS editor_name, e.email AS editor_email
       FROM (SELECT 1) one LEFT JOIN journal j ON true LEFT JOIN editor e ON true`,
    [about.journalId ?? null, about.submissionId ?? null, about.journalName ?? null],
  );
  const row = rows[0];
  return {
    journalName: row?.name ?? undefined,
    journalContact: row?.contact_email
      ? { name: row.contact_name ?? '', address: row.contact_email }
      : undefined,
    handlingEditor: row?.editor_email
      ? { name: row.editor_name ?? '', address: row.editor_email }
      : undefined,
  };
}
