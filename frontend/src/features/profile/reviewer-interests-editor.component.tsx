import { useId, useState, type FormEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import { updateReviewerInterests } from '../../api/profile.api';
import { getEmail, getToken } from '../../api/session';
import { SolidButton } from '../../components/ui/solid-button.component';

const FAILED = 'Your reviewing interests could not be saved. Please try again.';
const MAX = 20;

interface Props {
  interests: string[];
  onSaved: (interests: string[]) => void;
}

/** Keywords typed one per comma: trimmed, blanks dropped. */
export function keywordsOf(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/**
 * Reviewing interests (issue 29, item 4): with any, the person is in every journal's reviewer pool and
 * suggested to editors for papers whose keywords match.
 */
export function ReviewerInterestsEditor({ interests, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    const keywords = keywordsOf(text);
    if (keywords.length > MAX) return setError(`Please give at most ${MAX} keywords`);
    const token = getToken();
    const email = getEmail();
    if (!token || !email) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await updateReviewerInterests(email, keywords, token);
      if (answer.success) {
        onSaved(answer.data?.user?.reviewer_interests ?? keywords);
        setEditing(false);
      } else setError(answer.message || FAILED);
    } catch (err) {
      setError(failedAnswer(err)?.message || FAILED);
    }
    setSaving(false);
  }

  if (!editing)
    return (
      <div className="institution-editor">
        <h3 className="institution-editor__label">Reviewing interests</h3>
        <p className="institution-editor__value" data-testid="reviewer-interests">
          {interests.length ? interests.join(', ') : 'None: you are not offered to editors as a reviewer'}
        </p>
        <SolidButton
          look="profile"
          variant="small"
          onClick={() => {
            setText(interests.join(', '));
            setError(null);
            setEditing(true);
          }}
        >
          Edit reviewing interests
        </SolidButton>
      </div>
    );

  return (
    <form className="institution-editor" onSubmit={save}>
      <label className="institution-editor__label" htmlFor={inputId}>
        Reviewing interests
      </label>
      <input
        id={inputId}
        className="profile-input"
        value={text}
        placeholder="e.g. crystallography, DNA, protein folding"
        onChange={(e) => setText(e.target.value)}
        autoFocus
      />
      <p className="institution-editor__hint">
        Up to {MAX} keywords, separated by commas. Editors of every journal may find you in their reviewer
        pool; leave empty to stay out.
      </p>
      {error && (
        <p className="profile-inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="institution-editor__actions">
        <SolidButton type="submit" look="profile" variant="small" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </SolidButton>
        <SolidButton look="profile" variant="small" ghost onClick={() => setEditing(false)}>
          Cancel
        </SolidButton>
      </div>
    </form>
  );
}
