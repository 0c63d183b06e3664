/**
 * The public paths this service answers (the gateway routes them here, ahead of the admin prefix):
 * journals, catalogues and site pages, and their administration.
 */
export function isJournalsPath(pathname: string): boolean {
  return /^\/api\/(admin\/)?(journals|catalogue|pages)(\/|$)/.test(pathname);
}
