// Fallback while a route's code chunk downloads.
import { Spinner } from './spinner.component';

export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">Loading page...</span>
    </div>
  );
}
