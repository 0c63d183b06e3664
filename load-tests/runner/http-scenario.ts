// Runs one HTTP scenario with autocannon at a fixed arrival rate for a fixed time, recording the
// latency of every response (autocannon reports no p95 of its own).
import type { HttpScenario } from '../scenarios';
import type { FixtureSet } from './fixtures';
import { emptyResult, type ScenarioResult } from './stats';
import { fill, fillJson, multipartBody, pickVariables, pickWeighted, type Vars } from './templates';

// autocannon ships no types; this is the part of its API used here.
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  overallRate: number;
  duration: number;
  timeout: number;
  requests: Array<{ setupRequest: (request: AutocannonRequest) => AutocannonRequest }>;
}
interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
  ): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
  on(event: 'done', listener: (result: { timeouts: number; errors: number }) => void): void;
  stop(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: AutocannonOptions) => AutocannonInstance;

export interface HttpRunOptions {
  baseUrl: string;
  fixtures: FixtureSet;
  durationSeconds: number;
  random?: () => number;
}

let uniqueCounter = 0;

/** The request autocannon sends next: a weighted pick of the scenario's templates, filled in. */
export function buildRequest(
  scenario: HttpScenario,
  fixtures: FixtureSet,
  random: () => number,
): AutocannonRequest {
  const template = pickWeighted(scenario.requests, random());
  const author = fixtures.authors[Math.floor(random() * fixtures.authors.length)];
  const unique = `${fixtures.runId}-${process.pid}-${++uniqueCounter}`;
  const vars: Vars = {
    ...pickVariables(scenario.variables, random),
    unique,
    uniqueEmail: `load-new-${unique}@example.com`,
    asset: fixtures.assets[Math.floor(random() * fixtures.assets.length)] ?? '/',
    ...(author ? { authorEmail: author.email } : {}),
    ...(fixtures.admin ? { adminEmail: fixtures.admin.email } : {}),
  };
  const headers: Record<string, string> = { accept: 'application/json, text/html;q=0.9' };
  if (template.auth === 'author') {
    if (!author) throw new Error(`${scenario.name}: "${template.name}" needs authors in the fixtures`);
    headers.authorization = `Bearer ${author.token}`;
  }
  if (template.auth === 'admin') {
    if (!fixtures.admin) throw new Error(`${scenario.name}: "${template.name}" needs an admin token`);
    headers.authorization = `Bearer ${fixtures.admin.token}`;
  }
  const request: AutocannonRequest = {
    method: template.method,
    path: encodeURI(fill(template.path, vars)),
    headers,
  };
  if (template.json) {
    headers['content-type'] = 'application/json';
    request.body = JSON.stringify(fillJson(template.json, vars));
  } else if (template.multipart) {
    const boundary = `----load${unique.replace(/[^A-Za-z0-9]/g, '')}`;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    request.body = multipartBody(template.multipart, vars, boundary);
  }
  return request;
}

export async function runHttpScenario(
  scenario: HttpScenario,
  options: HttpRunOptions,
): Promise<ScenarioResult> {
  const random = options.random ?? Math.random;
  const expected = new Set(scenario.requests.flatMap((r) => r.expect));
  const result = emptyResult(scenario.name);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    let instance: AutocannonInstance;
    try {
      instance = autocannon({
        url: options.baseUrl,
        // Enough connections to hold the rate while responses take up to ~250 ms.
        connections: Math.max(1, Math.min(50, Math.ceil(scenario.ratePerSecond / 4))),
        overallRate: scenario.ratePerSecond,
        duration: options.durationSeconds,
        timeout: 10,
        requests: [{ setupRequest: () => buildRequest(scenario, options.fixtures, random) }],
      });
    } catch (error) {
      reject(error as Error);
      return;
    }
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      result.total += 1;
      result.outcomes[statusCode] = (result.outcomes[statusCode] ?? 0) + 1;
      if (expected.has(statusCode)) result.latenciesMs.push(responseTimeMs);
      else result.errors += 1;
    });
    instance.on('reqError', (error) => {
      result.total += 1;
      result.errors += 1;
      const key = `network: ${error.message}`.slice(0, 60);
      result.outcomes[key] = (result.outcomes[key] ?? 0) + 1;
    });
    instance.on('done', () => resolve());
  });
  result.durationSeconds = (performance.now() - started) / 1000;
  if (result.outcomes[429]) {
    result.notes.push(
      `${result.outcomes[429]} answers were 429: start the cluster with RATE_LIMIT_PER_MINUTE=0, PUBLIC_RATE_LIMIT_PER_MINUTE=0 and REGISTRATIONS_PER_HOUR=0 for load tests`,
    );
  }
  return result;
}
