import type { Queryable } from '@journal/db';

/** Who wrote an editors' note, as the editors' page names them. */
export interface NoteWriter {
  name: string;
  email: string;
  role: 'administrator' | 'manager' | 'editor' | 'handling-editor';
}

export interface EditorNote {
  id: string;
  submissionId: string;
  body: string;
  writtenBy: NoteWriter;
  writtenAt: Date;
}

interface NoteRow {
  id: string;
  submission_id: string;
  body: string;
  written_by: NoteWriter;
  written_at: Date;
}

const toNote = (row: NoteRow): EditorNote => ({
  id: row.id,
  submissionId: row.submission_id,
  body: row.body,
  writtenBy: row.written_by,
  writtenAt: row.written_at,
});

export async function insertEditorNote(
  db: Queryable,
  note: Omit<EditorNote, 'writtenAt'>,
): Promise<EditorNote> {
  const { rows } = await db.query<NoteRow>(
    `INSERT INTO submission.editor_notes (id, submission_id, body, written_by) VALUES ($1, $2, $3, $4)
     RETURNING id, submission_id, body, written_by, written_at`,
    [note.id, note.submissionId, note.body, JSON.stringify(note.writtenBy)],
  );
  return toNote(rows[0]!);
}

/** A paper's notes, oldest first. */
export async function listEditorNotes(db: Queryable, submissionId: string): Promise<EditorNote[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT id, submission_id, body, written_by, written_at FROM submission.editor_notes
      WHERE submission_id = $1 ORDER BY written_at, id`,
    [submissionId],
  );
  return rows.map(toNote);
}
