import { SolidButton } from '../../components/ui/solid-button.component';
// The parts the profile dialogs share: the message of a failed action and the Cancel / confirm buttons.

export function InlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="profile-inline-error" role="alert">
      {message}
    </p>
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  busy: boolean;
  /** The confirm button's label, then its label while the action runs. */
  labels: readonly [idle: string, busy: string];
  variant?: 'accent' | 'danger';
  /** A confirm button outside a form; without it the button submits the dialog's form. */
  onConfirm?: () => void;
}

export function DialogActions({ onCancel, busy, labels, variant, onConfirm }: DialogActionsProps) {
  return (
    <div className="profile-modal__actions">
      <SolidButton look="profile" ghost onClick={onCancel}>
        Cancel
      </SolidButton>
      <SolidButton
        type={onConfirm ? 'button' : 'submit'}
        look="profile"
        variant={variant}
        onClick={onConfirm}
        disabled={busy}
      >
        {busy ? labels[1] : labels[0]}
      </SolidButton>
    </div>
  );
}
