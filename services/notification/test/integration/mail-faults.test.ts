import { internalAuthHeader } from '@journal/auth';
import { describeWith } from '@journal/testing';
import Redis from 'ioredis';
import { formatCounts, startMailFaultRig, type MailFaultRig } from '../support/mail-fault-rig';
import { TEST_INTERNAL_TOKEN } from '../support/notification-instance';
import { waitFor } from '../support/wait-for';

const MAILS = 20;
/** The SMTP outage of the test; `npm run fault:smtp` runs the real 5 minutes. */
const OUTAGE_MS = Number(process.env.MAIL_FAULT_OUTAGE_MS ?? 15_000);
/** Waits for every mail, leaves room for a late duplicate, prints the counts and expects each mail once. */
async function expectEachMailOnce(
  rig: MailFaultRig,
  ids: string[],
  timeoutMs: number,
  label: string,
): Promise<void> {
  await rig.waitForAll(ids, timeoutMs).catch(() => undefined); // the counts below say what is missing
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const counts = rig.counts(ids);
  process.stdout.write(`${formatCounts(label, counts)}, SMTP refusals ${rig.smtp.refused}\n`);
  expect(counts).toEqual({ sent: ids.length, received: ids.length, lost: 0, duplicated: 0 });
}

const REFUSE_451 = () => ({ code: 451, message: '4.3.0 Mail server temporarily unavailable' });

// Mail faults on notification processes of their own (Redis Streams bus, BullMQ worker, shortened
// backoff: 200 ms doubling up to 2 s; 3 s sending lease; reconciler every second) and a real SMTP server.
describeWith(['postgres', 'redis-server'], 'mail faults: nothing lost, nothing duplicated', () => {
  let rig: MailFaultRig | undefined;
  afterEach(async () => {
    await rig?.close();
    rig = undefined;
  });

  it(
    `SMTP answering 451 for ${OUTAGE_MS / 1000} s, then recovering`,
    async () => {
      rig = await startMailFaultRig({ smtp: { refuse: REFUSE_451 } });
      const child = await rig.startChild();
      await rig.startChild();
      const ids = await rig.publishStatusChanges(MAILS);
      const outageEnds = Date.now() + OUTAGE_MS;
      // Each mail refused at least once (its row keeps the server's answer). Rows move between 'failed' and
      // 'sending' as retries run, so all twenty in 'failed' at one moment is a race a loaded machine can lose.
      await waitFor(
        'every mail tried and refused',
        async () => {
          const { rows } = await rig!.db.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notification.mails
              WHERE event_id = ANY($1::uuid[]) AND attempts >= 1 AND last_error IS NOT NULL`,
            [ids],
          );
          return rows[0]!.n === MAILS;
        },
        20_000,
        100,
      );

      // Admins see each failed mail of a submission with the server's answer.
      const { rows } = await rig.db.pool.query<{ submission_id: string }>(
        'SELECT submission_id FROM notification.mails WHERE event_id = $1',
        [ids[0]],
      );
      type MailList = { mails: { status: string; reason: string; attempts: number }[] };
      const failedMails = async (): Promise<MailList['mails']> => {
        const res = await fetch(`${child.url}/internal/submissions/${rows[0]!.submission_id}/mails`, {
          headers: internalAuthHeader(TEST_INTERNAL_TOKEN),
        });
        return ((await res.json()) as MailList).mails;
      };
      // Between two retries the row is 'failed'; while a retry runs it is 'sending' and not listed.
      let listed: MailList['mails'] = [];
      await waitFor(
        'the failed mail listed for admins',
        async () => (listed = await failedMails()).length > 0,
        10_000,
        50,
      );
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ status: 'failed', reason: expect.stringMatching(/^451 /) });

      await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageEnds - Date.now())));
      rig.smtp.setRefusal(null);
      await expectEachMailOnce(rig, ids, 60_000, `SMTP 451 for ${OUTAGE_MS / 1000} s`);
      expect(rig.smtp.refused).toBeGreaterThan(MAILS);
      expect(await rig.rowStatuses(ids)).toEqual({ sent: MAILS });
    },
    OUTAGE_MS + 120_000,
  );

  it('Redis killed without persistence while the mails are queued', async () => {
    rig = await startMailFaultRig({ smtp: { refuse: REFUSE_451 } });
    await rig.startChild();
    await rig.startChild();
    const ids = await rig.publishStatusChanges(MAILS);
    // Two children start under tsx first; on CI's loaded machine that alone took most of 20 s once.
    await waitFor(
      'every mail row written',
      async () => (await rig!.rowStatuses(ids)).failed === MAILS,
      60_000,
      100,
    );
    await rig.redis.kill();
    await rig.redis.start();
    const fresh = new Redis(rig.redis.url);
    // Everything Redis held is gone: the event stream is empty (consumers only recreate their groups on it),
    // and so are the mail jobs, which the reconciler now queues again from the rows.
    expect(await fresh.xlen(`${rig.busPrefix}:submission`)).toBe(0);
    fresh.disconnect();
    rig.smtp.setRefusal(null);

    await expectEachMailOnce(rig, ids, 90_000, 'Redis killed without persistence');
    expect(await rig.rowStatuses(ids)).toEqual({ sent: MAILS });
  }, 180_000);

  it('the notification process SIGKILLed mid-batch, while the SMTP server holds a mail', async () => {
    let arrivals = 0;
    let releaseHold!: () => void;
    const hold = new Promise<void>((resolve) => (releaseHold = resolve));
    rig = await startMailFaultRig({
      smtp: {
        beforeAccept: async () => {
          arrivals += 1;
          if (arrivals > 5) await hold;
        },
      },
    });
    const victim = await rig.startChild();
    const ids = await rig.publishStatusChanges(MAILS);
    await waitFor('five mails accepted and the sixth held', () => arrivals >= 6, 30_000, 20);
    await victim.kill();
    await waitFor('the server to see the dead client go', () => rig!.smtp.connections === 0, 10_000);
    releaseHold(); // its client is gone: the held message never got its 250 and is dropped
    const before = rig.counts(ids);
    expect(before.received).toBe(5);
    expect((await rig.rowStatuses(ids)).sending).toBeGreaterThanOrEqual(1);

    await rig.startChild();
    await expectEachMailOnce(rig, ids, 90_000, 'notification SIGKILLed mid-batch');
    expect(await rig.rowStatuses(ids)).toEqual({ sent: MAILS });
  }, 180_000);
});
