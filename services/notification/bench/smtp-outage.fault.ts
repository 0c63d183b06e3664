/**
 * The real SMTP outage: an SMTP server answering 451 for FAULT_OUTAGE_MS (default 5 minutes) while status
 * changes ask for FAULT_MAILS mails (default 20), then accepting again. Two notification processes (Redis
 * Streams bus, BullMQ) on a Redis of their own, with the production retry settings unless MAIL_RETRY_INITIAL_MS /
 * MAIL_RETRY_MAX_MS say otherwise. Prints sent, received, lost and duplicated, and how long after the recovery
 * the last mail arrived (bounded by the backoff step in progress when the server came back). Exit code 1 when
 * a mail is lost or duplicated.
 *
 * Run: npm run fault:smtp   (needs Postgres at DATABASE_URL or 127.0.0.1 and redis-server on PATH)
 */
import { defaultMailRetry } from '../src/jobs/mail-retry';
import { formatCounts, startMailFaultRig } from '../test/support/mail-fault-rig';
import { sleep, waitFor } from '../test/support/wait-for';

const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 300_000);
const MAILS = Number(process.env.FAULT_MAILS ?? 20);
const RETRY_INITIAL_MS = process.env.MAIL_RETRY_INITIAL_MS ?? String(defaultMailRetry.backoffMs);
const RETRY_MAX_MS = process.env.MAIL_RETRY_MAX_MS ?? String(defaultMailRetry.maxDelayMs);

async function main(): Promise<void> {
  const rig = await startMailFaultRig({
    smtp: { refuse: () => ({ code: 451, message: '4.3.0 Mail server temporarily unavailable' }) },
    childEnv: {
      MAIL_RETRY_INITIAL_MS: RETRY_INITIAL_MS,
      MAIL_RETRY_MAX_MS: RETRY_MAX_MS,
      MAIL_SENDING_LEASE_MS: '120000',
      MAIL_RECONCILE_INTERVAL_MS: '60000',
      MAIL_RECONCILE_GRACE_MS: '60000',
    },
  });
  try {
    await rig.startChild();
    await rig.startChild();
    process.stdout.write(
      `SMTP refuses (451) for ${OUTAGE_MS / 1000} s; ${MAILS} mails; retry ${RETRY_INITIAL_MS} ms doubling up to ${RETRY_MAX_MS} ms\n`,
    );
    const ids = await rig.publishStatusChanges(MAILS);
    await sleep(OUTAGE_MS);
    const during = rig.counts(ids);
    process.stdout.write(
      `${formatCounts('during the outage', during)}; refusals ${rig.smtp.refused}; rows ${JSON.stringify(await rig.rowStatuses(ids))}\n`,
    );
    rig.smtp.setRefusal(null);
    const recoveredAt = Date.now();
    await waitFor('every mail', () => rig.counts(ids).lost === 0, 2 * Number(RETRY_MAX_MS) + 120_000, 500);
    const drainedMs = Date.now() - recoveredAt;
    await sleep(5_000); // room for a late duplicate
    const counts = rig.counts(ids);
    process.stdout.write(
      `${formatCounts('after recovery', counts)}; last mail ${(drainedMs / 1000).toFixed(1)} s after the server came back; rows ${JSON.stringify(await rig.rowStatuses(ids))}\n`,
    );
    if (counts.lost > 0 || counts.duplicated > 0) process.exitCode = 1;
  } finally {
    await rig.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
