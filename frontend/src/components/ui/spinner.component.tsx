// The one loading spinner of the site (styles/base.css `.spinner`); decorative, so the text beside it
// (or a visually hidden one) is what screen readers announce.
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span className={size === 'small' ? 'spinner spinner--small' : 'spinner'} aria-hidden="true" />;
}

/** A loading state with its text: the spinner, then what is loading (announced as a status). */
export function LoadingNotice({ className, message }: { className: string; message: string }) {
  return (
    <div className={className} role="status">
      <Spinner />
      <p>{message}</p>
    </div>
  );
}
