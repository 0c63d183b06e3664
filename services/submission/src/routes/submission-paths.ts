/** The one admin path the submission service answers (the gateway routes it here ahead of admin's prefix). */
export function isSubmissionAdminPath(pathname: string): boolean {
  return /^\/api\/admin\/submissions\/[^/]+\/anonymous-version\/?$/.test(pathname);
}
