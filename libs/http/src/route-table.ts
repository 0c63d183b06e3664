/**
 * The public URLs a service owns, as a table the gateway routes by (ADR 0038). A pattern is `/`-separated
 * segments, each a literal (`issues`, `feed.atom`) or a parameter (`:slug`, one non-empty segment; `:id(uuid)`
 * only a UUID, so a literal such as `most-read` beside it is another URL).
 * `{ path }` owns exactly that URL (a trailing slash allowed, as Express allows it); `{ prefix }` owns that
 * URL and everything below it. The tables of all services must be disjoint: every URL has one owner, found
 * by reading the tables, never by an order of checks.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface EntryBase {
  /** What the service answers there (documentation, checked against its Express routes by a test). */
  methods: readonly HttpMethod[];
}

export type RouteEntry =
  | (EntryBase & { path: string; prefix?: never; via?: never })
  | (EntryBase & {
      prefix: string;
      path?: never;
      /** Not an Express router but the service's Socket.IO server (the gateway's sticky socket balancer). */
      via?: 'socket.io';
    });

/** One row of the site's table: a service and one of its entries. */
export interface OwnedRoute {
  service: string;
  entry: RouteEntry;
}

const PARAM = /^:[A-Za-z_][A-Za-z0-9_]*(\(uuid\))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LITERAL = /^[A-Za-z0-9._~-]+$/;

export const patternOf = (entry: RouteEntry): string => entry.path ?? entry.prefix;
export const isPrefix = (entry: RouteEntry): boolean => entry.prefix !== undefined;

function segmentsOf(pattern: string): string[] {
  return pattern === '/' ? [] : pattern.split('/').slice(1);
}

/** Throws unless the pattern is `/` or `/seg/...` with literal or `:param` segments. */
export function assertPattern(pattern: string): void {
  if (!pattern.startsWith('/')) throw new Error(`route pattern "${pattern}" must start with /`);
  const bad = segmentsOf(pattern).find((segment) => !PARAM.test(segment) && !LITERAL.test(segment));
  if (bad !== undefined)
    throw new Error(`route pattern "${pattern}": segment "${bad}" is neither a literal nor a :parameter`);
}

const isParam = (segment: string) => segment.startsWith(':');
const isUuidParam = (segment: string) => segment.endsWith('(uuid)');

/** Whether a pattern's segment takes a URL's segment (a literal itself, a parameter any or only a UUID). */
function takes(segment: string, part: string): boolean {
  if (!isParam(segment)) return part === segment;
  return isUuidParam(segment) ? UUID.test(part) : part !== '';
}

/** Whether some URL segment is taken by both pattern segments. */
function meet(a: string, b: string): boolean {
  if (isParam(a) && isParam(b)) return true;
  if (isParam(a)) return takes(a, b);
  if (isParam(b)) return takes(b, a);
  return a === b;
}

/** Whether the entry owns `pathname` (the request's path, undecoded, without the query). */
export function matches(entry: RouteEntry, pathname: string): boolean {
  const pattern = segmentsOf(patternOf(entry));
  const parts = pathname.split('/').slice(1);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop(); // a trailing slash
  if (parts.length < pattern.length) return false;
  if (parts.length > pattern.length && !isPrefix(entry)) return false;
  return pattern.every((segment, i) => takes(segment, parts[i]!));
}

/** Whether some URL is owned by both entries (`:id` meets `stats`; `:id(uuid)` meets no literal but a UUID). */
export function overlaps(a: RouteEntry, b: RouteEntry): boolean {
  const sa = segmentsOf(patternOf(a));
  const sb = segmentsOf(patternOf(b));
  const common = Math.min(sa.length, sb.length);
  for (let i = 0; i < common; i++) if (!meet(sa[i]!, sb[i]!)) return false;
  if (sa.length === sb.length) return true;
  return isPrefix(sa.length < sb.length ? a : b);
}

/**
 * Whether every URL an Express route path answers is owned by the entry. `routePath` uses Express's
 * `:param` syntax; a path with wildcards or optional parts is refused, so the table can always be exact.
 */
export function covers(entry: RouteEntry, routePath: string): boolean {
  if (/[*?{}()]/.test(routePath)) throw new Error(`route "${routePath}" uses a wildcard or optional part`);
  const route = segmentsOf(routePath.replace(/(.)\/$/, '$1'));
  const pattern = segmentsOf(patternOf(entry));
  if (route.length < pattern.length) return false;
  if (route.length > pattern.length && !isPrefix(entry)) return false;
  // A route parameter answers any segment, so only an entry parameter covers it.
  return pattern.every((segment, i) => isParam(segment) || segment === route[i]);
}

/** Two services claim one URL: the gateway refuses to start (ADR 0038). */
export class RouteOverlapError extends Error {
  constructor(
    readonly first: OwnedRoute,
    readonly second: OwnedRoute,
  ) {
    super(
      `route tables overlap: ${first.service} owns ${describeEntry(first.entry)} and ` +
        `${second.service} owns ${describeEntry(second.entry)}; every URL must have one owner`,
    );
    this.name = 'RouteOverlapError';
  }
}

export const describeEntry = (entry: RouteEntry): string =>
  isPrefix(entry) ? `${entry.prefix}/* (prefix)` : entry.path!;

export interface RouteTable {
  /** Every row, service by service in the order given. */
  readonly rows: readonly OwnedRoute[];
  /** The one row owning `pathname`, or undefined (the SPA or a 404). */
  ownerOf(pathname: string): OwnedRoute | undefined;
}

/**
 * The site's table from each service's entries. Throws RouteOverlapError naming both services and both
 * patterns when two services' entries meet (entries of one service may nest: it answers both).
 */
export function createRouteTable(
  services: readonly { name: string; routes: readonly RouteEntry[] }[],
): RouteTable {
  const rows = services.flatMap(({ name, routes }) => routes.map((entry) => ({ service: name, entry })));
  for (const row of rows) assertPattern(patternOf(row.entry));
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++)
      if (rows[i]!.service !== rows[j]!.service && overlaps(rows[i]!.entry, rows[j]!.entry))
        throw new RouteOverlapError(rows[i]!, rows[j]!);
  // Rows are disjoint across services, so the first match is the only owner.
  return { rows, ownerOf: (pathname) => rows.find((row) => matches(row.entry, pathname)) };
}
