import { randomUUID } from 'node:crypto';
import type { AuthClaims, EditorialScope } from '@journal/auth';
import type { Pool } from '@journal/db';
import { insertEditorNote, listEditorNotes, type EditorNote } from '../repositories/editor-notes.repository';
import { editorNamer } from './editor-identity';
import { mustFindSubmission } from './find-submission';
import { parseNoteBody } from './transfers/transfer-input';

export function editorNoteView(note: EditorNote) {
  return {
    id: note.id,
    body: note.body,
    written_by: note.writtenBy,
    written_at: note.writtenAt.toISOString(),
  };
}

/**
 * Editors' notes on a paper (issue 44 item 1): the journal's editors and the administrator read and add
 * them (the route's guard); nobody else, and nothing carries them anywhere (no event, no transfer).
 */
export class EditorNotesService {
  constructor(private readonly deps: { pool: Pool }) {}

  async list(id: string) {
    const paper = await mustFindSubmission(this.deps.pool, id);
    return (await listEditorNotes(this.deps.pool, paper.id)).map(editorNoteView);
  }

  async add(auth: AuthClaims, scope: EditorialScope, id: string, body: unknown) {
    const text = parseNoteBody(body);
    const paper = await mustFindSubmission(this.deps.pool, id);
    const { userId: _userId, ...writer } = (await editorNamer(this.deps.pool, auth, scope))(paper);
    const note = await insertEditorNote(this.deps.pool, {
      id: randomUUID(),
      submissionId: paper.id,
      body: text,
      writtenBy: writer,
    });
    return editorNoteView(note);
  }
}
