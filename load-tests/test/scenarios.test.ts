// The scenario definitions are complete and consistent with the budgets of issue 6.
import {
  budgets,
  localScenarios,
  scenarioByName,
  scenarios,
  type HttpScenario,
  type SocketScenario,
} from '../scenarios';

const contextVariables = ['authorEmail', 'adminEmail', 'unique', 'uniqueEmail', 'asset'];
const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1] as string);

describe('load scenarios', () => {
  test('cover the five scenarios of the issue', () => {
    expect(scenarios.map((s) => s.name)).toEqual([
      'browse-public',
      'author-account',
      'submit-paper',
      'admin-list',
      'status-sockets',
    ]);
  });

  test('every scenario has an error-rate, p95 and p99 threshold', () => {
    for (const s of scenarios) {
      expect(s.thresholds.errorRate).toBe(0.01);
      expect(s.thresholds.p95Ms).toBeGreaterThan(0);
      expect(s.thresholds.p99Ms).toBeGreaterThan(s.thresholds.p95Ms);
    }
  });

  test('reads run at 200 req/s against p95 < 150 ms and p99 < 300 ms', () => {
    const reads = scenarios.filter((s): s is HttpScenario => s.kind === 'http' && s.budget === 'read');
    expect(reads.map((s) => s.name)).toEqual(['browse-public', 'admin-list']);
    for (const s of reads) {
      expect(s.ratePerSecond).toBe(200);
      expect(s.thresholds).toEqual({ errorRate: 0.01, p95Ms: 150, p99Ms: 300 });
      expect(s.requests.every((r) => r.method === 'GET')).toBe(true);
    }
  });

  test('the socket scenario holds 2,000 sockets against p95 < 500 ms', () => {
    const socket = scenarios.find((s): s is SocketScenario => s.kind === 'socket');
    expect(socket?.sockets).toBe(budgets.socket.sockets);
    expect(socket?.sockets).toBe(2000);
    expect(socket?.thresholds.p95Ms).toBe(500);
    expect(socket?.adminSockets).toBeLessThan(socket?.sockets ?? 0);
    expect((socket?.fixtures.authors ?? 0) * (socket?.fixtures.submissionsPerAuthor ?? 0)).toBeGreaterThan(0);
    expect(socket?.fixtures.admin).toBe(true);
  });

  test('every placeholder of every request can be filled', () => {
    for (const s of scenarios.filter((x): x is HttpScenario => x.kind === 'http')) {
      const known = new Set([...Object.keys(s.variables), ...contextVariables]);
      for (const r of s.requests) {
        const texts = [
          r.path,
          ...Object.values(r.json ?? {}).filter((v): v is string => typeof v === 'string'),
          ...Object.values(r.multipart?.fields ?? {}),
        ];
        for (const name of texts.flatMap(placeholders))
          expect({ scenario: s.name, request: r.name, name, known: known.has(name) }).toMatchObject({
            known: true,
          });
        expect(r.path.startsWith('/') || r.path.startsWith('{')).toBe(true);
        expect(r.weight).toBeGreaterThan(0);
        expect(r.expect.length).toBeGreaterThan(0);
        if (r.auth === 'author') expect(s.fixtures.authors).toBeGreaterThan(0);
        if (r.auth === 'admin' || placeholders(r.path).includes('adminEmail'))
          expect(s.fixtures.admin).toBe(true);
        if (texts.some((t) => placeholders(t).includes('authorEmail')))
          expect(s.fixtures.authors).toBeGreaterThan(0);
      }
    }
  });

  test('the calls are the API of docs/api.md', () => {
    const paths = scenarios.flatMap((s) =>
      s.kind === 'http' ? s.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`) : [],
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/registration/check-email',
        'POST /api/registration/register',
        'POST /api/registration/login',
        'GET /api/users/profile',
        'POST /api/registration/submit-paper',
        'GET /api/admin/submissions',
        'GET /api/admin/dashboard/stats',
      ]),
    );
  });

  test("the status-pipeline sweep is local only and spaces each submission's changes", () => {
    const sweep = scenarioByName('status-pipeline');
    expect(localScenarios).toEqual([sweep]);
    expect(scenarios.map((s) => s.name)).not.toContain('status-pipeline'); // no k6 script: it reads /proc
    if (sweep.kind !== 'pipeline') throw new Error('status-pipeline is a pipeline scenario');
    expect(sweep.sockets).toBe(1000);
    expect(sweep.changesPerRate).toBe(2000);
    expect(sweep.p99GoalMs).toBe(100);
    expect(sweep.fixtures.admin).toBe(true);
    expect(sweep.ratesPerSecond).toEqual([...sweep.ratesPerSecond].sort((a, b) => a - b));
    // At the highest default rate a submission changes again only after a full second.
    const submissions = sweep.fixtures.authors * sweep.fixtures.submissionsPerAuthor;
    expect(submissions / Math.max(...sweep.ratesPerSecond)).toBeGreaterThanOrEqual(1);
    expect(sweep.sockets % sweep.fixtures.authors).toBe(0); // the same number of sockets per author
  });
});
