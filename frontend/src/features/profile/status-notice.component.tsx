import type { Notice } from './status-notice';

export function StatusNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <div
      className={`profile-notice profile-notice--${notice.type}`}
      role={notice.type === 'error' ? 'alert' : 'status'}
    >
      <p>{notice.message}</p>
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
