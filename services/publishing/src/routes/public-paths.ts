/**
 * The public paths this service answers (the gateway routes them here before the SPA fallback):
 * `/api/articles[/*]`, `/articles/*`, `/journals/{id}/feed.atom`, `/sitemap.xml`, `/sitemaps/*`,
 * `/robots.txt`, `/oai`, and the editors' `/api/admin/articles/*` (the gateway asks before giving
 * `/api/admin` to the admin service). An article's usage, the most read and SUSHI are the statistics
 * service's (ADR 0040): the gateway asks it first.
 */
export function isPublishingPath(pathname: string): boolean {
  return isIssuesPath(pathname) || isArticlesPath(pathname);
}

/**
 * Issues (issue 30): `/api/journals/{slug}/issues[/*]`, their pages `/journals/{slug}/issues[/{v}/{n}]` and an issue's `/feed.atom`, the editors' `/api/admin/journals/{slug}/issues[/*]`
 * and `/api/admin/submissions/{id}/placement`. The gateway asks this before giving `/api/journals` and
 * `/api/admin/journals` to the journals service.
 */
export function isIssuesPath(pathname: string): boolean {
  return (
    /^\/api\/(admin\/)?journals\/[^/]+\/issues(\/|$)/.test(pathname) ||
    /^\/journals\/[^/]+\/issues(\/[^/]+\/[^/]+(\/feed\.atom)?)?$/.test(pathname) ||
    /^\/api\/admin\/submissions\/[^/]+\/placement$/.test(pathname)
  );
}

function isArticlesPath(pathname: string): boolean {
  return (
    /^\/api\/articles(\/|$)/.test(pathname) ||
    /^\/api\/admin\/articles(\/|$)/.test(pathname) ||
    pathname.startsWith('/articles/') ||
    /^\/journals\/[^/]+\/feed\.atom$/.test(pathname) ||
    pathname === '/sitemap.xml' ||
    pathname.startsWith('/sitemaps/') ||
    pathname === '/robots.txt' ||
    pathname === '/oai' ||
    isProductionAdminPath(pathname)
  );
}

/** Issue 31: the editors' production routes, asked before admin's `/api/admin` prefix. */
export const isProductionAdminPath = (pathname: string) =>
  /^\/api\/admin\/submissions\/[^/]+\/production(\/preview)?$/.test(pathname);

/** Issue 31: the authors' proof, asked before submission's `/api/registration/submissions/` prefix. */
export const isProofPath = (pathname: string) =>
  /^\/api\/registration\/submissions\/[^/]+\/proof$/.test(pathname);
