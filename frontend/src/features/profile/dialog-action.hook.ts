// The call a profile dialog makes with the signed-in token (withdraw, upload a revision, edit details): busy
// while it runs; on success the server's message (or `done`) goes to `onDone`; a refusal or a failed call
// shows the server's message, or `failed`, in the dialog.
import { useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import { getToken } from '../../api/session';
import { PROFILE_MESSAGES } from './profile.messages';

interface ActionTexts {
  done: string;
  failed: string;
}

export function useDialogAction(onDone: (message: string) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(
    call: (token: string) => Promise<{ success: boolean; message?: string }>,
    texts: ActionTexts,
  ): Promise<void> {
    const token = getToken();
    if (!token) {
      setFailure(PROFILE_MESSAGES.noToken);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call(token);
      if (answer.success) {
        onDone(answer.message || texts.done);
        return;
      }
      setFailure(answer.message || texts.failed);
    } catch (err) {
      setFailure(failedAnswer(err)?.message || texts.failed);
    }
    setBusy(false);
  }

  return { failure, setFailure, busy, run };
}
