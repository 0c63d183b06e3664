/**
 * The public paths this service answers (the gateway routes them here, ahead of the admin prefix):
 * journals, catalogues and site pages, their administration and teams, the install's sample content
 * (`/api/admin/sample-content`), and `/api/editorial/me`.
 */
export function isJournalsPath(pathname: string): boolean {
  return /^\/api\/((admin\/)?(journals|catalogue|pages)|admin\/sample-content|editorial)(\/|$)/.test(
    pathname,
  );
}
