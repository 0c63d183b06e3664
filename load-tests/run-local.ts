// `npm run load`: runs the scenarios of scenarios.ts against a running cluster on this machine
// (`npm run start:cluster`, or docker compose) and prints p50/p95/p99, throughput and error rate per
// scenario against the budgets. Loopback targets only; every loop is bounded by the duration.
//
//   npm run load -- [--duration 60] [--scenario browse-public,admin-list] [--sockets 2000] [--json out.json]
//   env: BASE_URL (default http://127.0.0.1:8080), ADMIN_EMAIL, ADMIN_PASSWORD (admin scenarios),
//        LOAD_DURATION (seconds per scenario, default 60)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { journalIds, scenarioByName, scenarios, type Scenario } from './scenarios';
import { createApiClient } from './runner/api-client';
import { createFixtures } from './runner/fixtures';
import { runHttpScenario } from './runner/http-scenario';
import { assertLoopback } from './runner/loopback';
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
    },
  });
  const durationSeconds = Number(values.duration ?? process.env.LOAD_DURATION ?? 60);
  if (!Number.isFinite(durationSeconds) || durationSeconds < 1 || durationSeconds > MAX_DURATION_SECONDS) {
    throw new Error(`--duration must be between 1 and ${MAX_DURATION_SECONDS} seconds`);
  }
  const sockets = values.sockets ? Number(values.sockets) : undefined;
  if (sockets !== undefined && !(Number.isInteger(sockets) && sockets > 0 && sockets <= 10_000))
    throw new Error('--sockets must be 1..10000');
  const selected: Scenario[] = values.scenario
    ? values.scenario.split(',').map((n) => scenarioByName(n.trim()))
    : scenarios;
  const baseUrl = (
    await assertLoopback(values['base-url'] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080')
  ).toString();
  const api = createApiClient(baseUrl);
  const log = (line: string) => process.stdout.write(`${line}\n`);

  await api.get('/api/health').catch((error: Error) => {
    throw new Error(
      `nothing answers at ${baseUrl} (${error.message}); start the cluster first (npm run start:cluster)`,
    );
  });
  log(`load test against ${baseUrl}: ${selected.map((s) => s.name).join(', ')}; ${durationSeconds} s each`);

  const rows: Array<{ summary: Summary; result: ScenarioResult }> = [];
  for (const scenario of selected) {
    log(`\n${scenario.name}: ${scenario.description}`);
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

  log(
    `\nsummary (budgets: error rate < 1 %; reads p95 < 150 ms, p99 < 300 ms at 200 req/s; socket p95 < 500 ms with 2,000 sockets)\n`,
  );
  log(formatReport(rows));
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        { baseUrl, durationSeconds, at: new Date().toISOString(), summaries: rows.map((r) => r.summary) },
        null,
        2,
      ),
    );
  }
  return rows.every((r) => r.summary.failures.length === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`load test failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
