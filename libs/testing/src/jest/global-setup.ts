import { mkdirSync, rmSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@journal/db';
import {
  probeBrowser,
  probeDocker,
  probeKafka,
  probePostgres,
  probeRedis,
  probeTool,
  SERVICE_NAMES,
  TOOL_CHECKS,
  UNAVAILABLE_HINTS,
  type ServiceName,
} from '../probes';
import { SKIPS_DIR, requiredServices } from '../skips';

/**
 * Runs once per `jest` run: finds which real dependencies answer, starts an embedded Postgres when
 * DATABASE_URL is unset, and fails fast when REQUIRE names something that is not there.
 * Environment variables set here reach every test worker.
 */
export default async function globalSetup(): Promise<void> {
  const unknown = requiredServices().filter((name) => !SERVICE_NAMES.includes(name));
  if (unknown.length)
    throw new Error(
      `REQUIRE names unknown dependencies: ${unknown.join(', ')} (known: ${SERVICE_NAMES.join(', ')})`,
    );
  rmSync(SKIPS_DIR, { recursive: true, force: true });
  mkdirSync(SKIPS_DIR, { recursive: true });
  const available = new Set<ServiceName>();

  let adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    if (await probePostgres(adminUrl)) available.add('postgres');
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'journal-test-pg-'));
    await chmod(dataDir, 0o755); // Postgres runs as its own user and must reach its data folder
    const started = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = { stop: started.stop, dataDir };
    adminUrl = started.url;
    available.add('postgres');
  }
  process.env.TEST_DATABASE_URL = adminUrl;

  const probes: [ServiceName, () => Promise<boolean>][] = [
    ['redis', () => probeRedis()],
    ['browser', probeBrowser],
    ['docker', probeDocker],
  ];
  for (const [name, probe] of probes) if (await probe()) available.add(name);
  if (await probeKafka()) available.add('kafka');
  if (available.has('docker')) available.add('kafka');
  const tools = Object.entries(TOOL_CHECKS) as [ServiceName, [string, string[]]][];
  const found = await Promise.all(tools.map(([, [command, args]]) => probeTool(command, args)));
  tools.forEach(([name], i) => found[i] && available.add(name));
  process.env.TEST_SERVICES = [...available].join(',');

  const missing = requiredServices().filter((name) => !available.has(name));
  if (missing.length) {
    throw new Error(
      `REQUIRE=${process.env.REQUIRE} but these are unavailable:\n` +
        missing.map((name) => `  - ${name}: ${UNAVAILABLE_HINTS[name]}`).join('\n'),
    );
  }
  process.stdout.write(`\n[test setup] available: ${[...available].join(', ') || 'none'}\n`);
}
