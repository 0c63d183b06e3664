import { useId, useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import { setAvailability } from '../../api/review.api';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

const FAILED = 'Your availability could not be saved. Please try again.';

/**
 * "Unavailable until" on the review link's page (issue 44 item 2): the publisher's journals do not offer
 * the reviewer to their editors before that day. Empty: available.
 */
export function AvailabilityForm({
  token,
  unavailableUntil,
}: {
  token: string;
  unavailableUntil: string | null;
}) {
  const [date, setDate] = useState(unavailableUntil ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const inputId = useId();

  async function save() {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const answer = await setAvailability(token, date || null);
      if (!answer.success) setError(answer.message || FAILED);
      else {
        setDate(answer.unavailableUntil ?? '');
        setSaved(answer.unavailableUntil ? `Unavailable until ${answer.unavailableUntil}` : 'Available');
      }
    } catch (err) {
      setError(failedAnswer(err)?.message || FAILED);
    }
    setBusy(false);
  }

  return (
    <section className="review-card panel" aria-labelledby="review-availability">
      <h2 id="review-availability">Your availability</h2>
      <p className="review-text">
        Away for a while? Editors of the publisher&apos;s journals will not invite you before this day. Leave
        it empty when you are available.
      </p>
      <label htmlFor={inputId}>Unavailable until</label>{' '}
      <input id={inputId} type="date" value={date} onChange={(e) => setDate(e.target.value)} />{' '}
      <SolidButton look="review" ghost disabled={busy} onClick={() => void save()}>
        {busy ? 'Saving...' : 'Set availability'}
      </SolidButton>
      <FormMessage error={error} success={saved} />
    </section>
  );
}
