// The error or success line of the submit page, shown beside the Submit Paper button and scrolled into
// view whenever it changes, so it is seen wherever the author was on the page; role alert/status has
// screen readers announce it.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  error: string | null;
  success: string | null;
  /** Seconds until the page moves on to /profile after a success. */
  redirectSeconds: number;
}

export function SubmitMessage({ error, success, redirectSeconds }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const shown = error ?? success;

  useEffect(() => {
    if (!shown) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    box.current?.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [shown]);

  return (
    <div ref={box} className="submit-message">
      {error && (
        <p className="submit-alert submit-alert--error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <div className="submit-alert submit-alert--success" role="status">
          <p>{success}</p>
          <p className="submit-alert__next">
            Your paper is now with the editors. Taking you to your profile in {redirectSeconds} seconds, where
            you can follow its status. <Link to="/profile">Go to your profile now</Link>
          </p>
        </div>
      )}
    </div>
  );
}
