import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ServiceName } from './probes';

/** Where skipped suites are recorded so the test runner can print them at the end. */
export const SKIPS_DIR = path.resolve(__dirname, '../../../.test-results/skips');

export function requiredServices(): ServiceName[] {
  return (process.env.REQUIRE ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean) as ServiceName[];
}

export function availableServices(): Set<string> {
  return new Set((process.env.TEST_SERVICES ?? '').split(',').filter(Boolean));
}

/** Written for scripts/test.mjs, which lists every skip at the end of the run. */
export function recordSkip(title: string, reason: string, needs: ServiceName[]): void {
  mkdirSync(SKIPS_DIR, { recursive: true });
  writeFileSync(path.join(SKIPS_DIR, `${randomUUID()}.json`), JSON.stringify({ title, reason, needs }));
  process.stderr.write(`SKIPPED: ${title}: ${reason}\n`);
}
