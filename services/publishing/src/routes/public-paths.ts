/**
 * The public paths this service answers (the gateway routes them here before the SPA fallback):
 * `/api/articles[/*]`, `/articles/*`, `/journals/{id}/feed.atom`, `/sitemap.xml`, `/sitemaps/*`,
 * `/robots.txt`, `/oai`, and the editors' `/api/admin/articles/*` (the gateway asks before giving
 * `/api/admin` to the admin service).
 */
export function isPublishingPath(pathname: string): boolean {
  return (
    /^\/api\/articles(\/|$)/.test(pathname) ||
    /^\/api\/admin\/articles(\/|$)/.test(pathname) ||
    pathname.startsWith('/articles/') ||
    /^\/journals\/[^/]+\/feed\.atom$/.test(pathname) ||
    pathname === '/sitemap.xml' ||
    pathname.startsWith('/sitemaps/') ||
    pathname === '/robots.txt' ||
    pathname === '/oai'
  );
}
