// Writes k6/scenarios.generated.js from scenarios.ts, so the k6 scripts run exactly the scenarios,
// rates and thresholds the local runner uses. `npm run load:k6` (a test fails when it is stale).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgets, journalIds, loadTestPassword, scenarios, statuses } from './scenarios';

export const generatedPath = path.join(__dirname, 'k6', 'scenarios.generated.js');

export function renderK6Definitions(): string {
  const byName = Object.fromEntries(scenarios.map((s) => [s.name, s]));
  const exportLine = (name: string, value: unknown) =>
    `export const ${name} = ${JSON.stringify(value, null, 2)};\n`;
  return [
    '// GENERATED from load-tests/scenarios.ts by load-tests/generate-k6.ts: do not edit, run `npm run load:k6`.\n',
    exportLine('budgets', budgets),
    exportLine('journalIds', journalIds),
    exportLine('statuses', statuses),
    exportLine('loadTestPassword', loadTestPassword),
    exportLine('scenarios', byName),
  ].join('\n');
}

if (require.main === module) {
  writeFileSync(generatedPath, renderK6Definitions());
  process.stdout.write(`wrote ${path.relative(process.cwd(), generatedPath)}\n`);
}
