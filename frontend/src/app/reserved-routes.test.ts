// The page addresses the journals service refuses (409 `This address is taken`) are the SPA's own
// top-level routes: libs/journals/src/page-addresses.ts must follow this file's route table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEEDED_SITE_PAGE_SLUGS, SPA_TOP_LEVEL_ROUTES } from '@journal/journals';

const ROUTES_FILE = path.join(__dirname, 'app-routes.component.tsx');

function topLevelRoutes(source: string): string[] {
  const segments = [...source.matchAll(/<Route\b[^>]*\bpath="([^"]+)"/g)].map(
    (match) => match[1]!.replace(/^\//, '').split('/')[0]!,
  );
  return [...new Set(segments.filter((segment) => segment !== '*' && !segment.startsWith(':')))];
}

describe('reserved page addresses', () => {
  it("equal the first segments of the SPA's routes", () => {
    const routes = topLevelRoutes(readFileSync(ROUTES_FILE, 'utf8'));
    expect(routes.length).toBeGreaterThan(10);
    expect([...SPA_TOP_LEVEL_ROUTES].sort()).toEqual(routes.sort());
  });

  it('leave the seeded pages to their own routes (SITE_PAGE_SLUGS mapped in the table)', () => {
    const source = readFileSync(ROUTES_FILE, 'utf8');
    expect(source).toContain('SITE_PAGE_SLUGS.map');
    for (const slug of SEEDED_SITE_PAGE_SLUGS) expect(SPA_TOP_LEVEL_ROUTES).not.toContain(slug);
  });
});
