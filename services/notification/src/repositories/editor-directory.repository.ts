import type { Queryable } from '@journal/db';

/** One person an editor mail goes to. */
export interface EditorRecipient {
  email: string;
  givenNames: string;
  familyName: string;
}

/** Whether this membership event is newer than the last one applied for the person (and records it). */
export async function claimRoleVersion(db: Queryable, userId: string, version: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO notification.editor_role_versions AS v (user_id, version) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version WHERE v.version < EXCLUDED.version`,
    [userId, version],
  );
  return (rowCount ?? 0) > 0;
}

export async function addJournalEditor(
  db: Queryable,
  m: { journalId: string; userId: string; role: string } & EditorRecipient,
): Promise<void> {
  await db.query(
    `INSERT INTO notification.journal_editors (journal_id, user_id, role, email, given_names, family_name)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (journal_id, user_id, role) DO UPDATE SET email = EXCLUDED.email,
       given_names = EXCLUDED.given_names, family_name = EXCLUDED.family_name`,
    [m.journalId, m.userId, m.role, m.email, m.givenNames, m.familyName],
  );
}

export async function removeJournalEditor(
  db: Queryable,
  m: { journalId: string; userId: string; role: string },
): Promise<void> {
  await db.query(
    'DELETE FROM notification.journal_editors WHERE journal_id = $1 AND user_id = $2 AND role = $3',
    [m.journalId, m.userId, m.role],
  );
}

/** The paper's handling editor (null unassigns), unless a later assignment is stored. */
export async function setHandlingEditor(
  db: Queryable,
  submissionId: string,
  editor: { userId: string; name: string; email: string } | null,
  assignedAt: string,
): Promise<void> {
  await db.query(
    `INSERT INTO notification.handling_editors AS h (submission_id, user_id, name, email, assigned_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (submission_id) DO UPDATE SET user_id = EXCLUDED.user_id, name = EXCLUDED.name,
       email = EXCLUDED.email, assigned_at = EXCLUDED.assigned_at
     WHERE h.assigned_at <= EXCLUDED.assigned_at`,
    [submissionId, editor?.userId ?? null, editor?.name ?? null, editor?.email ?? null, assignedAt],
  );
}

export async function setMutedEditorMails(
  db: Queryable,
  person: { userId: string; email: string; kinds: string[] },
  version: number,
): Promise<void> {
  await db.query(
    `INSERT INTO notification.muted_editor_mails AS m (user_id, email, kinds, version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, kinds = EXCLUDED.kinds,
       version = EXCLUDED.version
     WHERE m.version < EXCLUDED.version`,
    [person.userId, person.email, person.kinds, version],
  );
}

export async function rememberPaper(
  db: Queryable,
  paper: { submissionId: string; journalId: string; paperTitle: string; journalName: string },
): Promise<void> {
  await db.query(
    `INSERT INTO notification.editor_papers (submission_id, journal_id, paper_title, journal_name)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (submission_id) DO UPDATE SET journal_id = EXCLUDED.journal_id,
       paper_title = EXCLUDED.paper_title, journal_name = EXCLUDED.journal_name`,
    [paper.submissionId, paper.journalId, paper.paperTitle, paper.journalName],
  );
}

export async function journalOfPaper(db: Queryable, submissionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ journal_id: string }>(
    'SELECT journal_id FROM notification.editor_papers WHERE submission_id = $1',
    [submissionId],
  );
  return rows[0]?.journal_id;
}

/** A paper's title and journal name as the directory remembers them. */
export async function paperOf(
  db: Queryable,
  submissionId: string,
): Promise<{ paperTitle: string; journalName: string } | undefined> {
  const { rows } = await db.query<{ paper_title: string; journal_name: string }>(
    'SELECT paper_title, journal_name FROM notification.editor_papers WHERE submission_id = $1',
    [submissionId],
  );
  return rows[0] && { paperTitle: rows[0].paper_title, journalName: rows[0].journal_name };
}

/**
 * Whom an editor mail of `kind` about the paper goes to: its handling editor when one is assigned, else
 * the journal's editors and managers (each person once); minus those who turned the kind off.
 */
export async function editorRecipients(
  db: Queryable,
  submissionId: string,
  journalId: string,
  kind: string,
): Promise<EditorRecipient[]> {
  const { rows } = await db.query<{ email: string; given_names: string; family_name: string }>(
    `WITH handling AS (
       SELECT email, name FROM notification.handling_editors WHERE submission_id = $1 AND email IS NOT NULL
     ), candidates AS (
       SELECT email, name AS given_names, '' AS family_name FROM handling
       UNION ALL
       SELECT DISTINCT ON (user_id) email, given_names, family_name FROM notification.journal_editors
        WHERE journal_id = $2 AND NOT EXISTS (SELECT 1 FROM handling)
     )
     SELECT DISTINCT ON (lower(c.email)) c.email, c.given_names, c.family_name FROM candidates c
      WHERE NOT EXISTS (
        SELECT 1 FROM notification.muted_editor_mails m
         WHERE lower(m.email) = lower(c.email) AND $3 = ANY (m.kinds)
      )
      ORDER BY lower(c.email)`,
    [submissionId, journalId, kind],
  );
  return rows.map((r) => ({ email: r.email, givenNames: r.given_names, familyName: r.family_name }));
}

/** Whether the editor at this address turned off mails of this kind. */
export async function isEditorMailMuted(db: Queryable, email: string, kind: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM notification.muted_editor_mails WHERE lower(email) = lower($1) AND $2 = ANY (kinds)`,
    [email, kind],
  );
  return rows.length > 0;
}
