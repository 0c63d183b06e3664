/**
 * The admin paths the submission service answers (the gateway routes them here ahead of admin's prefix):
 * the editors' anonymous version (issue 26) status commands (issue 27: straight to the owner), retractions and handling editors (issue 29).
 */
export function isSubmissionAdminPath(pathname: string): boolean {
  return /^\/api\/admin\/submissions\/[^/]+\/(anonymous-version|status|retraction|handling-editor)\/?$/.test(
    pathname,
  );
}
