import type { Ref } from 'react';
import { LabelledInput } from '../../components/ui/labelled-input.component';
import { INVALID_EMAIL_MESSAGE } from './auth.validation';

/** The account's email address on the sign-in pages, marked invalid while the page shows the address check. */
export function AuthEmailInput(props: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  const { error, ...input } = props;
  return (
    <LabelledInput
      {...input}
      label="Email address"
      labelClassName="auth-label"
      className="auth-input"
      type="email"
      autoComplete="email"
      aria-invalid={error === INVALID_EMAIL_MESSAGE}
      required
    />
  );
}
