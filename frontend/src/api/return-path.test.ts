import { expiredSessionNotice } from './session-refresh';
import { safeReturnPath } from './return-path';

const ORIGIN = 'https://journal.example.org';

describe('safeReturnPath (issue 26, item 2)', () => {
  it.each([
    ['/submit', '/submit'],
    ['/submit?x=1#top', '/submit?x=1#top'],
    ['/articles/10.1234%2Fabc', '/articles/10.1234%2Fabc'],
    ['/admin/submissions/42?tab=reviews', '/admin/submissions/42?tab=reviews'],
    [`${ORIGIN}/profile?a=b`, '/profile?a=b'],
    ['/./profile', '/profile'],
    // Encoded slashes stay a path segment of this site, never a host.
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the site path %j as %j', (next, expected) => {
    expect(safeReturnPath(next, ORIGIN)).toBe(expected);
  });

  // Each as the login page receives it: already decoded once from `?next=` by URLSearchParams.
  const hostile = [
    '/\t/evil.example/', // ?next=/%09/evil.example/
    '/\n/evil.example/', // %0A
    '/\r/evil.example/', // %0D
    '/\t\\evil.example/', // %09%5C
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    '/%09/evil.example/', // double-encoded: %2509
    '/%0A/evil.example/',
    '/%0d/evil.example/',
    '/%09%5C/evil.example/',
    '/%5Cevil.example',
    '/%255Cevil.example', // triple-encoded backslash
    '/\u0085/evil.example/',
    '/.//evil.example/',
    '/%', // does not decode
    `https://journal.example.org.evil.example/`,
    `${ORIGIN}@evil.example/`,
    '',
    null,
    undefined,
  ];
  it.each(hostile.map((value) => [value]))('refuses %j', (next) => {
    expect(safeReturnPath(next, ORIGIN)).toBeNull();
  });

  it('reads the login query the way the page does: hostile values fall back to the default page', () => {
    for (const raw of [
      '/%09/evil.example/',
      '/%0A/evil.example/',
      '/%0D/evil.example/',
      '/%09%5C/evil.example/',
    ])
      expect(expiredSessionNotice(`?session=expired&next=${raw}`).next).toBeNull();
    expect(expiredSessionNotice('?session=expired&next=%2Fsubmit').next).toBe('/submit');
  });
});
