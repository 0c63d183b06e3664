/**
 * The public paths this service answers (ADR 0040): an article's counts `/api/articles/{id}/usage`, a
 * journal's `/api/articles/most-read`, COUNTER SUSHI `/api/sushi/*` and the administrator's
 * `/api/admin/sushi/*`. The gateway asks this before giving `/api/articles` to publishing and `/api/admin`
 * to the admin service.
 */
export function isStatisticsPath(pathname: string): boolean {
  return (
    /^\/api\/articles\/most-read\/?$/.test(pathname) ||
    /^\/api\/articles\/[^/]+\/usage\/?$/.test(pathname) ||
    /^\/api\/(admin\/)?sushi(\/|$)/.test(pathname)
  );
}
