import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { serverMessageOr } from '../../api/api-error';
import type { Admin } from '../../api/review-admin.api';
import { addNote, fetchNotes } from '../../api/transfers.api';
import { SolidButton } from '../../components/ui/solid-button.component';
import { formatDateTime } from '../profile/format-date';

const ADD_FAILED = 'The note could not be saved. Please try again.';

/**
 * The editors' notes on a paper (issue 44 item 1): only this journal's editors and the administrator read
 * them (the server refuses anyone else); they never go to the author, the reviewers or another journal.
 */
export function EditorNotes({ submissionId, admin }: { submissionId: string; admin: Admin }) {
  const id = useId();
  const queryClient = useQueryClient();
  const key = ['editor-notes', submissionId];
  const notes = useQuery({ queryKey: key, queryFn: () => fetchNotes(submissionId, admin) });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function add() {
    setBusy(true);
    setError('');
    try {
      await addNote(submissionId, text, admin);
      setText('');
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      setError(serverMessageOr(failure, ADD_FAILED));
    }
    setBusy(false);
  }

  const list = notes.data?.data.notes ?? [];
  return (
    <div className="detail-notes" data-testid="editor-notes">
      <p className="detail-muted">Seen by this journal's editors only; never sent with a transfer.</p>
      {notes.isError && (
        <p role="alert" className="admin-error">
          {serverMessageOr(notes.error, 'The notes could not be loaded.')}
        </p>
      )}
      {list.length === 0 && notes.isSuccess && <p className="detail-empty">No notes yet.</p>}
      <ul className="detail-note-list">
        {list.map((note) => (
          <li key={note.id}>
            <p className="detail-note-body">{note.body}</p>
            <p className="detail-muted">
              {note.written_by.name} · {formatDateTime(note.written_at)}
            </p>
          </li>
        ))}
      </ul>
      <label htmlFor={id}>New note</label>
      <textarea
        id={id}
        className="admin-input"
        rows={3}
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="admin-actions">
        <SolidButton look="admin" disabled={busy || text.trim() === ''} onClick={() => void add()}>
          {busy ? 'Saving...' : 'Add note'}
        </SolidButton>
      </div>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
