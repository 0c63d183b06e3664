// `npm run load`: runs the scenarios of scenarios.ts against a running cluster on this machine
// (`npm run start:cluster`, or docker compose) and prints p50/p95/p99, throughput and error rate per
// scenario against the budgets. Loopback targets only; every loop is bounded by the duration.
// The status-pipeline sweep (issue 16) runs only when named: per rate a fixed number of changes (not the
// duration), the table of docs/performance.md and the highest rate with p99 <= 100 ms; it exits 1 when
// no rate met that goal. It reads the cluster's processes' CPU from /proc, found from the gateway's port
// (runner/process-discovery.ts); --consumer-pids names the notification processes instead.
//
//   npm run load -- [--duration 60] [--scenario browse-public,admin-list] [--sockets 2000] [--json out.json]
//   npm run load -- --scenario status-pipeline [--rates 50,100,200,300,400,500] [--changes 2000]
//                   [--sockets 1000] [--consumer-pids 123,456] [--json out.json]
//   env: BASE_URL (default http://127.0.0.1:8080), ADMIN_EMAIL, ADMIN_PASSWORD (admin scenarios),
//        LOAD_DURATION (seconds per scenario, default 60)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { journalIds, scenarioByName, scenarios, type PipelineScenario, type Scenario } from './scenarios';
import { createApiClient, type ApiClient } from './runner/api-client';
import { findClusterProcesses } from './runner/cluster-processes';
import { createFixtures } from './runner/fixtures';
import { runHttpScenario } from './runner/http-scenario';
import { assertLoopback } from './runner/loopback';
import { formatPipelineReport } from './runner/pipeline-report';
import { runPipelineScenario, type PipelineResult } from './runner/pipeline-scenario';
import { highestRateWithin, parsePids, parseRates } from './runner/pipeline-stats';
import { formatReport } from './runner/report';
import { runSocketScenario } from './runner/socket-scenario';
import { summarize, type ScenarioResult, type Summary } from './runner/stats';

const MAX_DURATION_SECONDS = 600;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      scenario: { type: 'string' },
      sockets: { type: 'string' },
      json: { type: 'string' },
      'base-url': { type: 'string' },
      rates: { type: 'string' },
      changes: { type: 'string' },
      'consumer-pids': { type: 'string' },
    },
  });
  const durationSeconds = Number(values.duration ?? process.env.LOAD_DURATION ?? 60);
  if (!Number.isFinite(durationSeconds) || durationSeconds < 1 || durationSeconds > MAX_DURATION_SECONDS) {
    throw new Error(`--duration must be between 1 and ${MAX_DURATION_SECONDS} seconds`);
  }
  const sockets = values.sockets ? Number(values.sockets) : undefined;
  if (sockets !== undefined && !(Number.isInteger(sockets) && sockets > 0 && sockets <= 10_000))
    throw new Error('--sockets must be 1..10000');
  const rates = values.rates ? parseRates(values.rates) : undefined;
  const changes = values.changes ? Number(values.changes) : undefined;
  if (changes !== undefined && !(Number.isInteger(changes) && changes >= 10 && changes <= 100_000))
    throw new Error('--changes must be 10..100000');
  const consumerPids = values['consumer-pids'] ? parsePids(values['consumer-pids']) : undefined;
  const selected: Scenario[] = values.scenario
    ? values.scenario.split(',').map((n) => scenarioByName(n.trim()))
    : scenarios;
  const baseUrl = (
    await assertLoopback(values['base-url'] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080')
  ).toString();
  const api = createApiClient(baseUrl);
  const log = (line: string) => process.stdout.write(`${line}\n`);

  // /api/health is the site's readiness: 503 while a service or the administrator account is missing.
  await api.get('/api/health').catch((error: Error) => {
    throw new Error(
      `the site at ${baseUrl} is not ready (${error.message}); start the cluster first (npm run start:cluster) and wait for it`,
    );
  });
  const timed = selected.filter((s) => s.kind !== 'pipeline').length > 0;
  log(
    `load test against ${baseUrl}: ${selected.map((s) => s.name).join(', ')}` +
      (timed ? `; ${durationSeconds} s per HTTP or socket scenario` : ''),
  );

  const rows: Array<{ summary: Summary; result: ScenarioResult }> = [];
  const sweeps: Array<{ scenario: PipelineScenario; result: PipelineResult }> = [];
  for (const scenario of selected) {
    log(`\n${scenario.name}: ${scenario.description}`);
    if (scenario.kind === 'pipeline') {
      const result = await runSweep(scenario, { baseUrl, api, sockets, rates, changes, consumerPids, log });
      sweeps.push({ scenario, result });
      log(formatPipelineReport(result, scenario.p99GoalMs));
      continue;
    }
    const fixtures = await createFixtures(
      api,
      scenario.fixtures,
      { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
      journalIds,
      log,
    );
    const result =
      scenario.kind === 'http'
        ? await runHttpScenario(scenario, { baseUrl, fixtures, durationSeconds })
        : await runSocketScenario(scenario, { baseUrl, api, fixtures, durationSeconds, sockets, log });
    const summary = summarize(result, scenario.thresholds);
    rows.push({ summary, result });
    log(formatReport([{ summary, result }]));
  }

  if (rows.length > 0) {
    log(
      `\nsummary (budgets: error rate < 1 %; reads p95 < 150 ms, p99 < 300 ms at 200 req/s; socket p95 < 500 ms with 2,000 sockets)\n`,
    );
    log(formatReport(rows));
  }
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          baseUrl,
          durationSeconds,
          at: new Date().toISOString(),
          summaries: rows.map((r) => r.summary),
          // Every figure of each rate, without the raw latencies (up to sockets x changes numbers).
          sweeps: sweeps.map(({ result }) => ({
            ...result,
            rates: result.rates.map((r) => ({ ...r, counts: { ...r.counts, latenciesMs: undefined } })),
          })),
        },
        null,
        2,
      ),
    );
  }
  const sweepsMet = sweeps.every(
    (s) => highestRateWithin(s.result.rates, s.scenario.p99GoalMs) !== undefined,
  );
  return rows.every((r) => r.summary.failures.length === 0) && sweepsMet ? 0 : 1;
}

/** The issue-16 sweep: finds the cluster's processes to measure, creates the fixtures, runs every rate. */
async function runSweep(
  scenario: PipelineScenario,
  options: {
    baseUrl: string;
    api: ApiClient;
    sockets?: number;
    rates?: number[];
    changes?: number;
    consumerPids?: number[];
    log: (line: string) => void;
  },
): Promise<PipelineResult> {
  const { log } = options;
  const discovery = findClusterProcesses(options.baseUrl, {
    consumerPids: options.consumerPids,
    databaseUrl: process.env.PIPELINE_DATABASE_URL,
    redisUrl: process.env.PIPELINE_REDIS_URL,
  });
  for (const p of discovery.processes) log(`  measuring CPU of ${p.label}, pid ${p.pid}`);
  for (const note of discovery.notes) log(`  ${note}`);
  if (!discovery.processes.some((p) => p.role === 'notification'))
    throw new Error(
      `no notification process of the cluster behind ${options.baseUrl} was found; pass --consumer-pids <pid,pid>`,
    );
  const fixtures = await createFixtures(
    options.api,
    scenario.fixtures,
    { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    journalIds,
    log,
  );
  const result = await runPipelineScenario(scenario, {
    baseUrl: options.baseUrl,
    api: options.api,
    fixtures,
    sockets: options.sockets,
    rates: options.rates ?? scenario.ratesPerSecond,
    changes: options.changes ?? scenario.changesPerRate,
    processes: discovery.processes,
    backing: discovery.backing,
    log,
  });
  result.notes.unshift(...discovery.notes);
  return result;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`load test failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
