// Every route of an Express router, by its documented `router.listRoutes()` (router 2.x), with the
// paths of mounted routers joined: what the route-table and property tests enumerate.

interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: ListingRouter;
}

/** A router as `listRoutes()` sees it (Express's Router and an application's `app.router`). */
export interface ListingRouter {
  listRoutes(): ListedRoute[];
}

export interface RouteOfRouter {
  path: string;
  /** Upper-case methods, HEAD left out (Express answers it for every GET). */
  methods: string[];
}

/** A router (typed loosely by its owners) as one that lists its routes. */
export const listing = (router: unknown): ListingRouter => router as ListingRouter;

/**
 * `patterns`: what a route given by a regular expression does (the gateway's SPA fallback is one): the
 * route table test throws (every service route must be a path of its table), the property tests skip it.
 */
export function listedRoutes(
  router: ListingRouter,
  options: { patterns: 'throw' | 'skip' } = { patterns: 'throw' },
  mount = '',
): RouteOfRouter[] {
  return router.listRoutes().flatMap((listed) => {
    if (typeof listed.path !== 'string') {
      if (options.patterns === 'skip') return [];
      throw new Error(`a route path is not a string: ${String(listed.path)}`);
    }
    const full = mount + (listed.path === '/' ? '' : listed.path);
    if (listed.router) return listedRoutes(listed.router, options, full);
    return [{ path: full || '/', methods: (listed.methods ?? []).filter((method) => method !== 'HEAD') }];
  });
}
