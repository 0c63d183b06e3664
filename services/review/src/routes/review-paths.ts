/**
 * The public paths this service answers (the gateway routes them here, ahead of the admin and identity
 * prefixes): the reviewer links and the editors' review actions on a submission.
 */
export function isReviewPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/reviews/') ||
    /^\/api\/admin\/submissions\/[^/]+\/(reviewers|decision)(\/|$)/.test(pathname) ||
    // The journal's reviewer pool (issue 29), ahead of the journals service's /api/admin/journals.
    /^\/api\/admin\/journals\/[^/]+\/reviewers\/?$/.test(pathname)
  );
}
