// The two password reset pages' call to the server: busy while it runs, and its refusal (or the lost
// connection) as the page's error.
import { useState } from 'react';
import type { MessageResponse } from '../../api/auth.api';
import { failureMessage } from './failure-message';

export function usePasswordResetRequest(initialError: string | null = null) {
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  /** Sends `request`; `failed` is shown when the server refuses without saying why. */
  async function send(
    request: () => Promise<MessageResponse>,
    failed: string,
    onSuccess: (answer: MessageResponse) => void,
  ) {
    setBusy(true);
    try {
      const answer = await request();
      if (answer.success) onSuccess(answer);
      else setError(answer.message || failed);
    } catch (err) {
      setError(failureMessage(err, failed));
    }
    setBusy(false);
  }

  return { error, setError, busy, send };
}
