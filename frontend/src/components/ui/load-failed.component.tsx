// What a page shows when its data could not be loaded: the message and Try Again, which asks once more.

interface LoadFailedProps {
  message: string;
  onRetry: () => unknown;
  className?: string;
}

export function LoadFailed({ message, onRetry, className }: LoadFailedProps) {
  return (
    <div className={className ? `alert alert-error ${className}` : 'alert alert-error'} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={() => void onRetry()}>
        Try Again
      </button>
    </div>
  );
}
