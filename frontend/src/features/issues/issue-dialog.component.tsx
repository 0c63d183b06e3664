import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../../components/ui/focus-trap.hook';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A confirmation that interrupts (alertdialog): Escape or Cancel closes it, focus stays inside. */
export function IssueDialog({ title, confirmLabel, busy, onConfirm, onClose, children }: Props) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="issues-dialog-backdrop">
      <div
        className="issues-dialog panel"
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <div className="editorial-form__actions">
          <SolidButton look="admin" disabled={busy} onClick={onConfirm}>
            {busy ? 'Working...' : confirmLabel}
          </SolidButton>
          <SolidButton look="admin" ghost onClick={onClose}>
            Cancel
          </SolidButton>
        </div>
      </div>
    </div>
  );
}
