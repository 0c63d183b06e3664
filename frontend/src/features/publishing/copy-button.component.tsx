// Copies a text with the clipboard API and says so in a live region, so screen readers hear it too.
import { useTimedValue } from '../profile/use-timed.hook';

const CONFIRMATION_MS = 4_000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [outcome, setOutcome] = useTimedValue<'copied' | 'failed'>(CONFIRMATION_MS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      // No clipboard permission or no secure context: the text stays on screen to select by hand.
      setOutcome('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline article__copy"
        onClick={copy}
        aria-label={`Copy ${label}`}
      >
        Copy
      </button>
      <span role="status" className={outcome === 'failed' ? 'article__copy-failed' : 'article__copied'}>
        {outcome === 'copied' && 'Copied'}
        {outcome === 'failed' && 'Could not copy: select the text and copy it.'}
      </span>
    </>
  );
}
