import { useId, useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import { updateReviewerPool } from '../../api/profile.api';
import { getEmail, getToken } from '../../api/session';
import { SolidButton } from '../../components/ui/solid-button.component';

const FAILED = 'Your reviewer pool settings could not be saved. Please try again.';

interface Props {
  optIn: boolean;
  unavailableUntil: string | null;
  onSaved: (saved: { optIn: boolean; unavailableUntil: string | null }) => void;
}

/**
 * The publisher's reviewer pool (issue 44 item 2): whether every journal's editors may find the person,
 * and the day they are away until (left out of the pool before it).
 */
export function ReviewerPoolPreferences({ optIn, unavailableUntil, onSaved }: Props) {
  const [date, setDate] = useState(unavailableUntil ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const dateId = useId();

  async function save(change: { reviewerPoolOptIn?: boolean; unavailableUntil?: string | null }) {
    const token = getToken();
    const email = getEmail();
    if (!token || !email) return;
    setSaving(true);
    setError(null);
    setSaved(null);
    try {
      const answer = await updateReviewerPool(email, change, token);
      if (answer.success) {
        const user = answer.data?.user;
        const next = {
          optIn: user?.reviewer_pool_opt_in ?? change.reviewerPoolOptIn ?? optIn,
          unavailableUntil:
            user?.unavailable_until !== undefined
              ? user.unavailable_until
              : (change.unavailableUntil ?? null),
        };
        setDate(next.unavailableUntil ?? '');
        setSaved('Saved');
        onSaved(next);
      } else setError(answer.message || FAILED);
    } catch (err) {
      setError(failedAnswer(err)?.message || FAILED);
    }
    setSaving(false);
  }

  return (
    <div className="institution-editor">
      <h3 className="institution-editor__label">Reviewer pool</h3>
      <label className="institution-editor__hint">
        <input
          type="checkbox"
          checked={optIn}
          disabled={saving}
          onChange={(e) => void save({ reviewerPoolOptIn: e.target.checked })}
        />{' '}
        Editors of every journal of the publisher may find me in the reviewer pool
      </label>
      <label className="institution-editor__label" htmlFor={dateId}>
        Unavailable until
      </label>
      <input
        id={dateId}
        className="profile-input"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <p className="institution-editor__hint">
        Editors are not offered you as a reviewer before this day. Leave empty when you are available.
      </p>
      {error && (
        <p className="profile-inline-error" role="alert">
          {error}
        </p>
      )}
      {saved && <p className="institution-editor__hint">{saved}</p>}
      <div className="institution-editor__actions">
        <SolidButton
          look="profile"
          variant="small"
          disabled={saving}
          onClick={() => void save({ unavailableUntil: date || null })}
        >
          {/* Not "Save ...": the profile's other forms keep their single "Save" button (SPEC's profile). */}
          {saving ? 'Saving...' : 'Set availability'}
        </SolidButton>
      </div>
    </div>
  );
}
