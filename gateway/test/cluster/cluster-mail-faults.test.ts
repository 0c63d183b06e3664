import Redis from 'ioredis';
import { describeWith } from '@journal/testing';
import { header, startSmtpSink, type SmtpSink } from '../../../services/notification/test/support/smtp-sink';
import { committedStatusEvents } from './support/exactly-once';
import { journalClient, type Author, type JournalClient } from './support/journal-client';
import { waitFor } from './support/socket-recorder';
import { startTestCluster, type TestCluster } from './support/test-cluster';

const PAPERS = 10;
const OUTAGE_MS = Number(process.env.MAIL_FAULT_OUTAGE_MS ?? 15_000);
const REFUSE_451 = () => ({ code: 451, message: '4.3.0 Mail server temporarily unavailable' });

// Mail faults on the whole cluster (separate processes, Redis Streams bus, BullMQ) with a real SMTP server
// and a private Redis that keeps nothing on disk. Mail backoff shortened: 200 ms doubling up to 2 s, a 3 s
// sending lease, the reconciler every second. `npm run fault:smtp` runs the real 5-minute outage.
describeWith(['postgres', 'redis'], 'cluster mail faults: nothing lost, nothing duplicated', () => {
  describeWith('redis-server', 'status mails', () => {
    let smtp: SmtpSink;
    let tc: TestCluster;
    let client: JournalClient;
    let author: Author;
    let adminToken: string;
    /** While set, the SMTP server reads a message and waits on it before answering. */
    let hold: Promise<void> | undefined;
    let held = 0;

    beforeAll(async () => {
      smtp = await startSmtpSink({
        beforeAccept: async () => {
          if (!hold) return;
          held += 1;
          await hold;
        },
      });
      tc = await startTestCluster(
        { SMTP_URL: smtp.url },
        {
          redisPersistence: false,
          notificationEnv: {
            MAIL_RETRY_INITIAL_MS: '200',
            MAIL_RETRY_MAX_MS: '2000',
            MAIL_SENDING_LEASE_MS: '3000',
            MAIL_RECONCILE_INTERVAL_MS: '1000',
          },
        },
      );
      client = journalClient(tc.url);
      author = await client.registerAndLogin('mails');
      adminToken = await client.adminLogin(tc.cluster.secrets.admin.email, tc.cluster.secrets.admin.password);
    }, 150_000);
    afterAll(async () => {
      await tc?.close();
      await smtp?.stop();
    }, 90_000);

    /** PAPERS papers moved to under_review while SMTP refuses; returns their status events once committed. */
    async function statusChangesDuringOutage(tag: string): Promise<string[]> {
      smtp.setRefusal(REFUSE_451);
      const ids: string[] = [];
      for (let i = 0; i < PAPERS; i++) ids.push(await client.submit(author, `${tag} ${i + 1}`));
      for (const id of ids) await client.changeStatus(adminToken, id, 'under_review');
      let events: string[] = [];
      await waitFor(
        async () => {
          events = (await committedStatusEvents(tc.db.pool, ids)).map((e) => e.id);
          const failed = await tc.db.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notification.mails WHERE event_id = ANY($1::uuid[]) AND status = 'failed'`,
            [events],
          );
          return events.length === PAPERS && failed.rows[0]!.n === PAPERS;
        },
        30_000,
        () => `the ${tag} status mails were not all tried and refused`,
      );
      return events;
    }

    async function expectEachStatusMailOnce(events: string[], label: string): Promise<void> {
      const received = () => smtp.mails.filter((m) => events.includes(header(m, 'x-journal-event-id') ?? ''));
      await waitFor(
        () => new Set(received().map((m) => header(m, 'x-journal-event-id'))).size === events.length,
        90_000,
        () => `${label}: ${received().length}/${events.length} status mails`,
      ).catch(() => undefined); // the counts below say what is missing
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const mails = received();
      const distinct = new Set(mails.map((m) => header(m, 'x-journal-event-id'))).size;
      const counts = {
        sent: events.length,
        received: mails.length,
        lost: events.length - distinct,
        duplicated: mails.length - distinct,
      };
      process.stdout.write(
        `${label} (cluster): sent ${counts.sent}, received ${counts.received}, lost ${counts.lost}, duplicated ${counts.duplicated}\n`,
      );
      expect(counts).toEqual({ sent: events.length, received: events.length, lost: 0, duplicated: 0 });
    }

    it(
      `SMTP answering 451 for ${OUTAGE_MS / 1000} s, then recovering; admins see the reason meanwhile`,
      async () => {
        const started = Date.now();
        const events = await statusChangesDuringOutage('Outage');
        const [submissionId] = (
          await tc.db.pool.query<{ submission_id: string }>(
            'SELECT submission_id FROM notification.mails WHERE event_id = $1',
            [events[0]],
          )
        ).rows.map((r) => r.submission_id);
        // The mail goes back to 'sending' for each retry (every 0.2-2 s here), so the admin list is read
        // until it catches the mail between two attempts, as an admin reloading the page would.
        type MailView = { kind: string; status: string; reason: string };
        let shown: MailView | undefined;
        await waitFor(
          async () => {
            const res = await fetch(`${tc.url}/api/admin/submissions/${submissionId}/mails`, {
              headers: { authorization: `Bearer ${adminToken}` },
            });
            expect(res.status).toBe(200);
            shown = ((await res.json()) as { data: MailView[] }).data.find((m) => m.kind === 'status-change');
            return Boolean(shown);
          },
          10_000,
          () => 'the failed status mail never showed in the admin list',
        );
        expect(shown).toMatchObject({ status: 'failed', reason: expect.stringMatching(/^451 /) });
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + OUTAGE_MS - Date.now())));
        smtp.setRefusal(null);
        await expectEachStatusMailOnce(events, `SMTP 451 for ${OUTAGE_MS / 1000} s`);
      },
      OUTAGE_MS + 180_000,
    );

    it('Redis killed without persistence while the mails are queued', async () => {
      const events = await statusChangesDuringOutage('Redis Kill');
      await tc.redis.kill();
      await tc.redis.start();
      const fresh = new Redis(tc.redis.url);
      // Every stream entry and mail job is gone; the reconciler queues the mails again from their rows.
      expect(await fresh.xlen('journal:events:submission')).toBe(0);
      fresh.disconnect();
      smtp.setRefusal(null);
      await expectEachStatusMailOnce(events, 'Redis killed without persistence');
    }, 240_000);

    it('both notification processes SIGKILLed while the SMTP server holds a mail, then restarted', async () => {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      held = 0;
      smtp.setRefusal(null);
      const ids: string[] = [];
      for (let i = 0; i < PAPERS; i++) ids.push(await client.submit(author, `Kill ${i + 1}`));
      for (const id of ids) await client.changeStatus(adminToken, id, 'accepted');
      await waitFor(
        () => held > 0,
        30_000,
        () => 'no mail reached the SMTP server',
      );
      for (const name of ['notification-1', 'notification-2']) tc.cluster.kill(name, 'SIGKILL');
      for (const name of ['notification-1', 'notification-2']) await tc.cluster.process(name).waitExit();
      await waitFor(
        () => smtp.connections === 0,
        10_000,
        () => 'the SMTP server still sees a client',
      );
      hold = undefined;
      release(); // the held messages' clients are gone: no 250 was sent, the server drops them
      const sending = await tc.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notification.mails WHERE status = 'sending'`,
      );
      expect(sending.rows[0]!.n).toBeGreaterThan(0);
      for (const name of ['notification-1', 'notification-2']) await tc.cluster.restart(name);
      let events: string[] = [];
      await waitFor(
        async () =>
          (events = (await committedStatusEvents(tc.db.pool, ids)).map((e) => e.id)).length === PAPERS,
        30_000,
        () => 'status changes not committed',
      );
      await expectEachStatusMailOnce(events, 'notification SIGKILLed mid-batch');
    }, 240_000);
  });
});
