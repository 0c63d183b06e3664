import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assignHandlingEditor } from '../../api/activity.api';
import { ApiError } from '../../api/api-error';
import { managesJournal, useEditorialAccess } from '../../api/editorial-access.hook';
import { editorialKeys, fetchTeam } from '../../api/editorial.api';
import type { Admin, HandlingEditor } from '../../api/review-admin.api';
import { SolidButton } from '../../components/ui/solid-button.component';

/** The signed-in person's user id, from their token (an editor's own author token). */
function userIdOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
}

const failureText = (error: unknown) =>
  error instanceof ApiError && typeof (error.body as { message?: unknown } | null)?.message === 'string'
    ? (error.body as { message: string }).message
    : 'The handling editor could not be changed. Please try again.';

/**
 * Who handles the paper (issue 29 item 1). The journal's managers and the administrator pick anyone of
 * the team; an editor takes the paper with "Assign to me"; anyone of them may unassign.
 */
export function HandlingEditorPanel(props: {
  submissionId: string;
  journalId: string;
  editor: HandlingEditor | null;
  admin: Admin;
  onChanged: () => void;
}) {
  const { access } = useEditorialAccess();
  const manager = managesJournal(access, props.journalId);
  const team = useQuery({
    queryKey: editorialKeys.members(props.journalId),
    queryFn: () => fetchTeam(props.journalId, props.admin.token),
    enabled: manager,
  });
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const assign = async (userId: string | null) => {
    setMessage(null);
    try {
      await assignHandlingEditor(props.submissionId, userId, props.admin);
      props.onChanged();
    } catch (error) {
      setMessage(failureText(error));
    }
  };
  const me = userIdOf(props.admin.token);
  return (
    <div className="detail-handling-editor">
      <p data-testid="handling-editor">
        {props.editor
          ? `${props.editor.name} (${props.editor.email})`
          : "No handling editor: the journal's editors share this paper."}
      </p>
      <div className="admin-actions">
        {manager && team.data && (
          <>
            <label className="visually-hidden" htmlFor="handling-editor-choice">
              Handling editor
            </label>
            <select
              id="handling-editor-choice"
              className="admin-input"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">Choose an editor</option>
              {team.data.members.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.givenNames} {m.familyName} ({m.role})
                </option>
              ))}
            </select>
            <SolidButton look="admin" variant="small" disabled={!chosen} onClick={() => void assign(chosen)}>
              Assign
            </SolidButton>
          </>
        )}
        {!manager && me && props.editor?.userId !== me && (
          <SolidButton look="admin" variant="small" onClick={() => void assign(me)}>
            Assign to me
          </SolidButton>
        )}
        {props.editor && (
          <SolidButton look="admin" variant="small" ghost onClick={() => void assign(null)}>
            Unassign
          </SolidButton>
        )}
      </div>
      {message && (
        <p className="form-message form-message--error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
