import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../../components/ui/focus-trap.hook';

interface Props {
  title: string;
  /** alertdialog for a confirmation that interrupts, dialog for a form. */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
  onClose: () => void;
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
}

/** A modal in the Edit Profile modal's style: Escape or a click outside closes it. */
export function ProfileDialog({ title, role = 'dialog', wide, onClose, children }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="profile-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className={`profile-modal${wide ? ' profile-modal--wide' : ''}`}
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? descriptionId : undefined}
      >
        <div className="profile-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="profile-modal__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        {children({ titleId, descriptionId })}
      </div>
    </div>
  );
}
