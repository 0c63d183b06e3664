import { covers, createRouteTable, matches, overlaps, RouteOverlapError, type RouteEntry } from '../src';

const prefix = (p: string): RouteEntry => ({ prefix: p, methods: ['GET'] });
const exact = (p: string): RouteEntry => ({ path: p, methods: ['GET'] });

describe('route table matcher (ADR 0038)', () => {
  it('matches an exact path, a trailing slash, and nothing below it', () => {
    const entry = exact('/api/admin/submissions/:id/status');
    expect(matches(entry, '/api/admin/submissions/4f0c/status')).toBe(true);
    expect(matches(entry, '/api/admin/submissions/4f0c/status/')).toBe(true);
    expect(matches(entry, '/api/admin/submissions/4f0c/status/x')).toBe(false);
    expect(matches(entry, '/api/admin/submissions//status')).toBe(false);
    expect(matches(entry, '/api/admin/submissions/4f0c/statusx')).toBe(false);
  });

  it('matches a prefix and everything below it, on segment boundaries only', () => {
    const entry = prefix('/api/admin/journals/:slug/issues');
    expect(matches(entry, '/api/admin/journals/education/issues')).toBe(true);
    expect(matches(entry, '/api/admin/journals/education/issues/3/publish')).toBe(true);
    expect(matches(entry, '/api/admin/journals/education/issuesx')).toBe(false);
    expect(matches(entry, '/api/admin/journals/education')).toBe(false);
  });

  it('finds overlaps where a parameter meets a literal or a prefix holds a path', () => {
    expect(overlaps(exact('/api/admin/submissions/:id'), exact('/api/admin/submissions/export.csv'))).toBe(
      true,
    );
    expect(overlaps(prefix('/api/admin/submissions/:id'), exact('/api/admin/submissions/:id/status'))).toBe(
      true,
    );
    expect(overlaps(exact('/api/admin/submissions/:id'), exact('/api/admin/submissions/:id/status'))).toBe(
      false,
    );
    expect(overlaps(prefix('/api/journals/:slug/issues'), exact('/api/journals/:slug/board'))).toBe(false);
    expect(overlaps(prefix('/api/journals/:slug/issues'), exact('/api/journals/:slug'))).toBe(false);
  });

  it('takes only a UUID for a :param(uuid), so a literal beside it is another URL', () => {
    const article = exact('/api/articles/:id(uuid)');
    expect(matches(article, '/api/articles/4f0c2a6e-8d1b-4c3a-9e5f-0a1b2c3d4e5f')).toBe(true);
    expect(matches(article, '/api/articles/most-read')).toBe(false);
    expect(overlaps(article, exact('/api/articles/most-read'))).toBe(false);
    expect(overlaps(article, exact('/api/articles/4f0c2a6e-8d1b-4c3a-9e5f-0a1b2c3d4e5f'))).toBe(true);
    expect(overlaps(article, exact('/api/articles/:other'))).toBe(true);
    expect(covers(article, '/api/articles/:id')).toBe(true);
    expect(() => createRouteTable([{ name: 'a', routes: [exact('/x/:id(int)')] }])).toThrow('neither');
  });

  it('covers an Express route only when every URL it answers is owned', () => {
    expect(covers(prefix('/articles/:id'), '/articles/:id/figures/:name')).toBe(true);
    expect(covers(exact('/sitemaps/:file'), '/sitemaps/journals.xml')).toBe(true);
    expect(covers(exact('/sitemaps/journals.xml'), '/sitemaps/:file')).toBe(false);
    expect(covers(exact('/api/admin/analytics'), '/api/admin/analytics/extra')).toBe(false);
    expect(() => covers(prefix('/x'), '/x/*rest')).toThrow(/wildcard/);
  });

  it('refuses two services that claim one URL, naming both services and both patterns', () => {
    const build = () =>
      createRouteTable([
        { name: 'admin', routes: [prefix('/api/admin/submissions/:id')] },
        { name: 'submission', routes: [exact('/api/admin/submissions/:id/status')] },
      ]);
    expect(build).toThrow(RouteOverlapError);
    expect(build).toThrow(
      'route tables overlap: admin owns /api/admin/submissions/:id/* (prefix) and submission owns /api/admin/submissions/:id/status',
    );
  });

  it('lets one service nest its own entries, and finds the one owner of a path', () => {
    const table = createRouteTable([
      { name: 'publishing', routes: [prefix('/api/articles'), exact('/api/articles/most-read')] },
      { name: 'journals', routes: [exact('/api/journals')] },
    ]);
    expect(table.ownerOf('/api/articles/most-read')?.service).toBe('publishing');
    expect(table.ownerOf('/api/journals')?.service).toBe('journals');
    expect(table.ownerOf('/api/journalsx')).toBeUndefined();
  });

  it('refuses a pattern that is not literal and :parameter segments', () => {
    expect(() => createRouteTable([{ name: 'x', routes: [prefix('/api/*')] }])).toThrow(/neither a literal/);
  });
});
