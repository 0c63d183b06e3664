// One sign-in call (password, Google, administrator): busy while it runs; `accept` takes a successful answer
// (saves the session and moves on, true) or refuses it (false); a refused or failed call shows the server's
// message, or `failed`, or `offline` when the server could not be reached.
import { failedAnswer } from '../../api/api-error';

interface SignInView {
  setError: (message: string | null) => void;
  setBusy: (busy: boolean) => void;
}

export async function attemptSignIn<A extends { success: boolean; message?: string }>(
  call: () => Promise<A>,
  accept: (answer: A) => boolean,
  texts: { failed: string; offline: string },
  view: SignInView,
): Promise<void> {
  view.setBusy(true);
  try {
    const answer = await call();
    if (answer.success && accept(answer)) return;
    view.setError(answer.message || texts.failed);
  } catch (err) {
    const failed = failedAnswer(err);
    view.setError(failed ? failed.message || texts.failed : texts.offline);
  }
  view.setBusy(false);
}
