// Operator tool for the outbox dead letters (rows the relay parked after OUTBOX_MAX_ROW_FAILURES failures).
// Usage: DATABASE_URL=... npm run outbox -- list <identity|submission>
//        DATABASE_URL=... npm run outbox -- replay <identity|submission> [event-id ...]   (no ids: all)
import { createPool } from '@journal/db';
import { listOutboxDeadLetters, replayOutboxDeadLetters } from '@journal/events';

const PRODUCERS = ['identity', 'submission'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function usage(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run outbox -- list <${PRODUCERS.join('|')}>\n` +
      `       npm run outbox -- replay <${PRODUCERS.join('|')}> [event-id ...]\n`,
  );
  process.exit(2);
}

async function main(): Promise<void> {
  const [command, service, ...ids] = process.argv.slice(2);
  if (command !== 'list' && command !== 'replay') usage(`Unknown command: ${command ?? '(none)'}`);
  if (!service || !PRODUCERS.includes(service)) usage(`Unknown service: ${service ?? '(none)'}`);
  const bad = ids.filter((id) => !UUID.test(id));
  if (bad.length) usage(`Not event ids: ${bad.join(', ')}`);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) usage('DATABASE_URL is required');
  const pool = createPool(databaseUrl, { max: 1, applicationName: 'outbox-cli' });
  try {
    if (command === 'list') {
      const rows = await listOutboxDeadLetters(pool, service, 1_000);
      for (const r of rows)
        process.stdout.write(
          `${r.id}  ${r.type}  aggregate ${r.aggregateId} v${r.version}  attempts ${r.attempts}  parked ${r.parkedAt.toISOString()}\n    ${r.error}\n`,
        );
      process.stdout.write(`${rows.length} parked row(s) in ${service}.outbox_dead_letters\n`);
    } else {
      const replayed = await replayOutboxDeadLetters(pool, service, ids.length ? ids : undefined);
      process.stdout.write(`replayed ${replayed.length} row(s) into ${service}.outbox\n`);
      const missing = ids.filter((id) => !replayed.includes(id));
      if (missing.length) {
        process.stderr.write(`not parked (nothing done): ${missing.join(', ')}\n`);
        process.exitCode = 1;
      }
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
