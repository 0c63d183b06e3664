#!/usr/bin/env node
// Runs the whole jest suite, then prints what was skipped and why, and one closing line
// `N passed, N failed, N skipped` (CI reads it). Extra arguments go to jest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
const resultFile = path.join(resultsDir, 'jest.json');
mkdirSync(resultsDir, { recursive: true });

const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const run = spawnSync(
  process.execPath,
  [jest, '--json', `--outputFile=${resultFile}`, ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(resultFile)) {
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + result.numRuntimeErrorTestSuites;
  skipped = result.numPendingTests + result.numTodoTests;
}

const skipsDir = path.join(resultsDir, 'skips');
const skips = existsSync(skipsDir)
  ? readdirSync(skipsDir).map((file) => JSON.parse(readFileSync(path.join(skipsDir, file), 'utf8')))
  : [];
if (skips.length) {
  console.log('\nSkipped suites (a real dependency was not available):');
  for (const { title, reason } of skips) console.log(`  - ${title}: ${reason}`);
  if (!process.env.REQUIRE)
    console.log(
      `Set REQUIRE=${[...new Set(skips.flatMap((s) => s.needs ?? []))].join(',') || 'postgres,redis,browser'} to turn these skips into failures.`,
    );
}
if (run.status !== 0 && failed === 0) failed = 1; // jest itself failed (setup error, bad config)
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status ?? 1);
