// Fallback while a route's code chunk downloads.
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading page...</span>
    </div>
  );
}
