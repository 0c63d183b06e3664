import { scenarioByName, type HttpScenario } from '../scenarios';
import type { FixtureSet } from '../runner/fixtures';
import { buildRequest } from '../runner/http-scenario';
import { fill, multipartBody, paperText, pickVariables, pickWeighted } from '../runner/templates';

const fixtures: FixtureSet = {
  runId: 'run1',
  authors: [{ email: 'load-run1-0@example.com', token: 'author-token', submissionIds: ['s1'] }],
  admin: { email: 'admin@example.com', token: 'admin-token' },
  assets: ['/assets/index-abc.js'],
};
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('request templates', () => {
  test('fill replaces every placeholder and refuses unknown ones', () => {
    expect(fill('/journals/{journalId}?x={journalId}', { journalId: 'education' })).toBe(
      '/journals/education?x=education',
    );
    expect(() => fill('/x/{nope}', {})).toThrow('no value for placeholder {nope}');
  });

  test('weighted pick follows the weights', () => {
    const requests =
      scenarioByName('author-account').kind === 'http'
        ? (scenarioByName('author-account') as HttpScenario).requests
        : [];
    const counts: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const r = pickWeighted(requests, i / 1000);
      counts[r.name] = (counts[r.name] ?? 0) + 1;
    }
    expect(counts).toEqual({ 'check email': 200, register: 100, login: 200, profile: 500 });
  });

  test('variables are picked from their lists', () => {
    expect(pickVariables({ a: ['x', 'y'], b: ['z'] }, sequence(0.9, 0.1))).toEqual({ a: 'y', b: 'z' });
  });

  test('an admin list request carries the admin token, the admin email and valid sort values', () => {
    const scenario = scenarioByName('admin-list') as HttpScenario;
    const request = buildRequest(scenario, fixtures, sequence(0.01, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5));
    expect(request.method).toBe('GET');
    expect(request.headers?.authorization).toBe('Bearer admin-token');
    const url = new URL(request.path ?? '', 'http://127.0.0.1');
    expect(url.pathname).toBe('/api/admin/submissions');
    expect(url.searchParams.get('email')).toBe('admin@example.com');
    expect(scenario.variables.sortBy).toContain(url.searchParams.get('sortBy'));
  });

  test('a registration gets a fresh email each time', () => {
    const scenario = scenarioByName('author-account') as HttpScenario;
    const pickRegister = sequence(0.25); // weight 2/10 .. 3/10 is "register"
    const bodies = [0, 1, 2].map(
      () => JSON.parse(String(buildRequest(scenario, fixtures, pickRegister).body)) as { email: string },
    );
    expect(new Set(bodies.map((b) => b.email)).size).toBe(3);
    expect(bodies[0]?.email).toMatch(/^load-new-.+@example\.com$/);
  });

  test('a paper submission is a multipart body with every field and a text file of the stated size', () => {
    const scenario = scenarioByName('submit-paper') as HttpScenario;
    const request = buildRequest(scenario, fixtures, sequence(0.5));
    expect(request.headers?.authorization).toBe('Bearer author-token');
    const boundary = /boundary=(.+)$/.exec(request.headers?.['content-type'] ?? '')?.[1] ?? '';
    const body = (request.body as Buffer).toString('latin1');
    for (const field of ['userEmail', 'journalName', 'journalIcon', 'paperTitle'])
      expect(body).toContain(`name="${field}"`);
    expect(body).toContain('load-run1-0@example.com');
    expect(body).toContain('filename="load-test-paper.txt"');
    expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
    const multipart = scenario.requests[0]?.multipart;
    if (!multipart) throw new Error('submit-paper has no multipart body');
    expect(
      multipartBody(multipart, { authorEmail: 'x', journalId: 'y', unique: 'z' }, 'b').length,
    ).toBeGreaterThan(64 * 1024);
    expect(paperText(1000)).toHaveLength(1000);
    expect(paperText(1000).includes(0)).toBe(false);
  });
});
