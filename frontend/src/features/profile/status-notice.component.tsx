import type { Notice } from './status-notice';

/** Id of the element holding a submission's card, the target of a live notice's "Show paper". */
export function submissionCardId(submissionId: string | number): string {
  return `submission-card-${submissionId}`;
}

/** Brings the card into view and moves focus there, so keyboard and screen-reader users land on it too. */
function showCard(submissionId: string) {
  const card = document.getElementById(submissionCardId(submissionId));
  if (!card) return;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
  card.focus({ preventScroll: true });
}

export function StatusNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { submissionId } = notice;
  return (
    <div
      className={`profile-notice profile-notice--${notice.type}`}
      role={notice.type === 'error' ? 'alert' : 'status'}
    >
      <p>{notice.message}</p>
      {submissionId && (
        <button type="button" className="profile-notice__show" onClick={() => showCard(submissionId)}>
          Show paper
        </button>
      )}
      <button
        type="button"
        className="profile-notice__close"
        onClick={onClose}
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}
