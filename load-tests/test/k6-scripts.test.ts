// The k6 scripts, checked without k6 (not installed here; where it is, `k6 inspect <script>` does the
// same): each script is bundled, evaluated with stand-ins for the k6 modules, and its options must carry
// the thresholds of its scenario in scenarios.ts, which lib.js imports as k6 does (a .ts module).
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { k6Tag, scenarios } from '../scenarios';
import { fill, pickWeighted } from '../runner/templates';

/* eslint-disable @typescript-eslint/no-explicit-any -- the evaluated k6 scripts are untyped JavaScript */
const k6Dir = path.join(__dirname, '..', 'k6');

/** Bundles a k6 script to CommonJS and evaluates it with stub k6 modules; returns its exports. */
function loadK6Module(file: string, env: Record<string, string> = {}): Record<string, any> {
  const bundle = buildSync({
    entryPoints: [file],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    write: false,
    external: ['k6', 'k6/*'],
    logLevel: 'silent',
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  class Metric {
    constructor(readonly name: string) {}
    add() {}
  }
  const stubs: Record<string, unknown> = {
    k6: {
      check: () => true,
      fail: (message: string) => {
        throw new Error(message);
      },
    },
    'k6/http': {
      get() {},
      post() {},
      request() {},
      asyncRequest() {},
      file: () => ({}),
      expectedStatuses: () => ({}),
    },
    'k6/metrics': { Trend: Metric, Rate: Metric, Counter: Metric },
    'k6/websockets': { WebSocket: class {} },
    'k6/timers': { setTimeout() {}, setInterval() {}, clearInterval() {} },
  };
  const module = { exports: {} as Record<string, any> };
  const requireStub = (id: string) => {
    if (!(id in stubs)) throw new Error(`k6 script imports ${id}, which k6 does not provide`);
    return stubs[id];
  };
  new Function('require', 'module', 'exports', '__ENV', '__VU', code)(
    requireStub,
    module,
    module.exports,
    env,
    1,
  );
  return module.exports;
}

describe('k6 scripts', () => {
  test('lib.js holds exactly the definitions of scenarios.ts', () => {
    const lib = loadK6Module(path.join(k6Dir, 'lib.js'));
    for (const s of scenarios) expect(lib.scenario(s.name)).toEqual(JSON.parse(JSON.stringify(s)));
  });

  test('there is one script per scenario and no script without a scenario', () => {
    const scripts = fs.readdirSync(k6Dir).filter((f) => f.endsWith('.js') && f !== 'lib.js');
    expect(scripts.sort()).toEqual(scenarios.map((s) => `${s.name}.js`).sort());
  });

  describe.each(scenarios.map((s) => [s.name, s] as const))('%s.js', (name, scenario) => {
    const script = loadK6Module(path.join(k6Dir, `${name}.js`), { DURATION: '60' });

    test('declares the thresholds of its scenario', () => {
      const t = k6Tag(name);
      const thresholds = script.options.thresholds as Record<string, string[]>;
      const { errorRate, p95Ms, p99Ms } = scenario.thresholds;
      if (scenario.kind === 'http') {
        expect(thresholds).toEqual({
          [`http_req_failed{scenario:${t}}`]: [`rate<${errorRate}`],
          [`http_req_duration{scenario:${t}}`]: [`p(95)<${p95Ms}`, `p(99)<${p99Ms}`],
        });
      } else {
        expect(thresholds).toEqual({
          [`status_to_socket_ms{scenario:${t}}`]: [`p(95)<${p95Ms}`, `p(99)<${p99Ms}`],
          [`socket_delivery_failed{scenario:${t}}`]: [`rate<${errorRate}`],
        });
      }
    });

    test('runs its scenario at the defined load, with a setup and a function for every k6 scenario', () => {
      expect(typeof script.setup).toBe('function');
      const k6Scenarios = script.options.scenarios as Record<
        string,
        { exec?: string; rate?: number; duration?: string; vus?: number }
      >;
      expect(Object.keys(k6Scenarios)).toContain(k6Tag(name));
      for (const s of Object.values(k6Scenarios)) expect(typeof script[s.exec ?? 'default']).toBe('function');
      const main = k6Scenarios[k6Tag(name)];
      if (scenario.kind === 'http') {
        expect(main).toMatchObject({
          executor: 'constant-arrival-rate',
          rate: scenario.ratePerSecond,
          timeUnit: '1s',
          duration: '60s',
        });
      } else {
        // One VU per author, each holding that author's sockets, plus the admin sockets.
        expect(main?.vus).toBe(scenario.fixtures.authors);
        const source = fs.readFileSync(path.join(k6Dir, `${name}.js`), 'utf8');
        expect(source).toContain("'join-user-room'");
        expect(source).toContain("'join-admin-room'");
        expect(source).toContain('submission-status-updated');
      }
    });
  });

  test('lib.js fills templates and picks requests exactly like the local runner', () => {
    const lib = loadK6Module(path.join(k6Dir, 'lib.js'));
    const vars = { adminEmail: 'a@example.com', sortBy: 'status' };
    const path1 = '/api/admin/submissions?sortBy={sortBy}&email={adminEmail}';
    expect(lib.fill(path1, vars)).toBe(fill(path1, vars));
    expect(() => lib.fill('{missing}', vars)).toThrow();
    expect(() => fill('{missing}', vars)).toThrow();
    for (const s of scenarios) {
      if (s.kind !== 'http') continue;
      for (const r of [0, 0.1, 0.35, 0.5, 0.77, 0.999])
        expect(lib.pickWeighted(s.requests, r).name).toBe(pickWeighted(s.requests, r).name);
    }
  });
});
