import Redis from 'ioredis';
import { describeWith } from '@journal/testing';
import { committedStatusEvents, expectEveryEffectOnce } from './support/exactly-once';
import { journalClient, type Author, type JournalClient } from './support/journal-client';
import { connectPinned, type PinnedSocket } from './support/pinned-socket';
import { waitFor } from './support/socket-recorder';
import { startTestCluster, type TestCluster } from './support/test-cluster';

const SUBMISSION_STREAM = 'journal:events:submission';
/** One change per paper in the kill test, away from `submitted` (a same-status PUT changes nothing). */
const NEXT_STATUSES = ['under_review', 'accepted', 'rejected', 'published'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Fault tests (bounded, loopback only) on one cluster of separate processes with a private Redis
// (append-only file, like docker-compose's), run in order: relay crash, Redis restart, consumer SIGKILL.
describeWith(['postgres', 'redis'], 'cluster faults (separate processes)', () => {
  describeWith('redis-server', 'at least once in, exactly once out', () => {
    let tc: TestCluster;
    let client: JournalClient;
    let author: Author;
    let adminToken: string;
    let redis: Redis;
    const sockets: PinnedSocket[] = [];

    /** Papers whose creation every consumer has handled, so only status changes are in flight after. */
    async function preparedSubmissions(count: number, tag: string): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) ids.push(await client.submit(author, `${tag} ${i + 1}`));
      await waitFor(
        async () => {
          const model = await tc.db.pool.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM admin.submissions WHERE id = ANY($1::uuid[])',
            [ids],
          );
          const versions = await tc.db.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notification.processed_events p JOIN submission.outbox o ON o.id = p.event_id
              WHERE o.type = 'submission.created.v1' AND o.aggregate_id = ANY($1::text[])`,
            [ids],
          );
          return model.rows[0]!.n === count && versions.rows[0]!.n === count;
        },
        20_000,
        () => `the creation of ${tag} papers was not handled everywhere`,
      );
      return ids;
    }

    const connected = () => sockets.filter((s) => s.socket.connected && s.disconnects === 0);

    beforeAll(async () => {
      // A mail the killed instance had claimed ('sending') is sent again once its lease runs out (production:
      // 2 min, above SMTP timeouts); mails here are .eml files, so a short lease keeps the test within bounds.
      tc = await startTestCluster(
        {},
        { notificationEnv: { MAIL_SENDING_LEASE_MS: '5000', MAIL_RECONCILE_INTERVAL_MS: '1000' } },
      );
      client = journalClient(tc.url);
      author = await client.registerAndLogin('faults');
      adminToken = await client.adminLogin(tc.cluster.secrets.admin.email, tc.cluster.secrets.admin.password);
      redis = new Redis(tc.redis.url, { maxRetriesPerRequest: null });
      redis.on('error', () => undefined); // the Redis test stops it on purpose
      const admin = { token: adminToken, email: tc.cluster.secrets.admin.email };
      const plan = [
        { label: 'author-websocket', room: 'user', who: author, transports: ['websocket'] },
        { label: 'author-upgrade', room: 'user', who: author, transports: ['polling', 'websocket'] },
        { label: 'admin-websocket', room: 'admin', who: admin, transports: ['websocket'] },
        { label: 'admin-upgrade', room: 'admin', who: admin, transports: ['polling', 'websocket'] },
      ] as const;
      for (const p of plan)
        sockets.push(
          await connectPinned(tc, {
            label: p.label,
            token: p.who.token,
            email: p.who.email,
            room: p.room,
            transports: [...p.transports],
          }),
        );
    }, 150_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      redis?.disconnect();
      await tc?.close();
    }, 90_000);

    it('absorbs the duplicate when the relay dies between publish and mark-sent', async () => {
      const [submissionId] = await preparedSubmissions(1, 'Relay Crash');
      const lock = await tc.db.pool.connect();
      try {
        // Redis paused: the relay claims the new outbox row and waits inside publish, transaction open.
        tc.redis.pause();
        await client.changeStatus(adminToken, submissionId!, 'under_review');
        const [event] = await committedStatusEvents(tc.db.pool, [submissionId!]);
        await waitFor(
          async () =>
            (
              await tc.db.pool.query(
                `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'submission' AND state = 'idle in transaction'`,
              )
            ).rowCount === 1,
          5_000,
          () => 'the relay did not hold its claim open',
        );
        // SHARE mode lets the relay's row locks be, but blocks its UPDATE ... SET sent_at (mark-sent).
        await lock.query('BEGIN');
        await lock.query('LOCK TABLE submission.outbox IN SHARE MODE');
        tc.redis.resume();
        await waitFor(
          async () =>
            (
              await tc.db.pool.query(
                `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'submission' AND wait_event_type = 'Lock'`,
              )
            ).rowCount === 1,
          5_000,
          () => 'the relay did not reach mark-sent',
        );
        const copies = async () =>
          (await redis.xrange(SUBMISSION_STREAM, '-', '+')).filter(([, fields]) => fields.includes(event!.id))
            .length;
        expect(await copies()).toBe(1); // published, not marked sent
        tc.cluster.kill('submission', 'SIGKILL');
        await tc.cluster.process('submission').waitExit();
        await lock.query('ROLLBACK');
        await waitFor(
          async () =>
            (
              await tc.db.pool.query(
                `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'submission'`,
              )
            ).rowCount === 0,
          10_000,
          () => 'the dead relay transaction did not end',
        );
        expect(
          (await tc.db.pool.query('SELECT sent_at FROM submission.outbox WHERE id = $1', [event!.id])).rows[0]
            .sent_at,
        ).toBeNull();

        await tc.cluster.restart('submission');
        await waitFor(
          async () => (await copies()) === 2,
          15_000,
          () => 'the restarted relay did not republish',
        );
        const report = await expectEveryEffectOnce({
          pool: tc.db.pool,
          dataDir: tc.dataDir,
          submissionIds: [submissionId!],
          expectedEvents: 1,
          sockets: connected(),
          timeoutMs: 20_000,
        });
        expect(report.mailCopies).toEqual([]);
        await waitFor(
          () =>
            ['notification-1', 'notification-2'].some((n) =>
              tc.logs(n).some((l) => l.msg === 'duplicate event skipped' && l.eventId === event!.id),
            ),
          5_000,
          () => 'no notification instance logged the skipped duplicate',
        );
        expect(connected().length).toBe(4);
      } finally {
        tc.redis.resume();
        lock.release();
      }
    }, 90_000);

    it('loses nothing when Redis stops and restarts during a burst of status changes', async () => {
      const ids = await preparedSubmissions(12, 'Redis Restart');
      const burst = async (slice: string[], status: string) => {
        for (const id of slice) {
          await client.changeStatus(adminToken, id, status);
          await sleep(40);
        }
      };
      await burst(ids.slice(0, 4), 'under_review');
      await tc.redis.stop();
      const outageStart = Date.now();
      await burst(ids.slice(4, 8), 'accepted'); // committed while the bus is down: they wait in the outbox
      await burst(ids.slice(0, 2), 'rejected');
      const pending = await tc.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM submission.outbox WHERE sent_at IS NULL AND aggregate_id = ANY($1::text[])`,
        [ids],
      );
      expect(pending.rows[0]!.n).toBeGreaterThanOrEqual(6);
      await sleep(Math.max(0, 2_000 - (Date.now() - outageStart)));
      await tc.redis.start();
      await burst(ids.slice(8, 12), 'published');

      const report = await expectEveryEffectOnce({
        pool: tc.db.pool,
        dataDir: tc.dataDir,
        submissionIds: ids,
        expectedEvents: 14,
        sockets: connected(),
        timeoutMs: 60_000,
      });
      expect(report.mailCopies).toEqual([]);
      // The relay tried, failed and republished the rows of the outage.
      const retried = await tc.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM submission.outbox WHERE attempts > 1 AND aggregate_id = ANY($1::text[])`,
        [ids],
      );
      expect(retried.rows[0]!.n).toBeGreaterThan(0);
      expect(connected().length).toBe(4);
    }, 120_000);

    it('handles every event once when a notification instance is SIGKILLed mid-burst and restarted', async () => {
      const ids = await preparedSubmissions(24, 'Consumer Kill');
      const victim = 'notification-2';
      const victimPid = tc.cluster.process(victim).pid!;
      const survivors = sockets.filter((s) => s.instance !== victim && s.disconnects === 0);
      expect(new Set(survivors.map((s) => s.label.split('-')[0]))).toEqual(new Set(['author', 'admin']));
      /** Stream entries delivered to the victim's consumers and not acknowledged. */
      const pendingOnVictim = async () => {
        const groups = (await redis.call('XINFO', 'GROUPS', SUBMISSION_STREAM)) as unknown[][];
        let count = 0;
        for (const group of groups) {
          const name = String(group[group.indexOf('name') + 1]);
          if (!name.startsWith('notification~')) continue;
          const entries = (await redis.call('XPENDING', SUBMISSION_STREAM, name, '-', '+', '1000')) as [
            string,
            string,
          ][];
          count += entries.filter(([, consumer]) => consumer.includes(`-${victimPid}-`)).length;
        }
        return count;
      };

      let stranded = 0;
      for (const [i, id] of ids.entries()) {
        // Frozen first, so its blocked reads keep taking entries it will never acknowledge; then killed.
        if (i === 8) tc.cluster.kill(victim, 'SIGSTOP');
        if (i === 16) {
          stranded = await pendingOnVictim();
          tc.cluster.kill(victim, 'SIGKILL');
        }
        await client.changeStatus(adminToken, id, NEXT_STATUSES[i % NEXT_STATUSES.length]!);
        await sleep(30);
      }
      expect(stranded).toBeGreaterThan(0);
      await tc.cluster.process(victim).waitExit();
      await tc.cluster.restart(victim);

      // The stranded entries come back through XAUTOCLAIM (30 s idle), mail rows the dead worker had claimed
      // through the reconciler once their lease (5 s here) ran out: this wait is bounded by those timers.
      const report = await expectEveryEffectOnce({
        pool: tc.db.pool,
        dataDir: tc.dataDir,
        submissionIds: ids,
        expectedEvents: 24,
        sockets: survivors,
        timeoutMs: 100_000,
      });
      // A mail repeats only when its process died between the SMTP server's acceptance and committing its
      // row as sent, and then with the same Message-ID (docs/adr/0010); at most the worker's two in flight.
      expect(report.mailCopies.length).toBeLessThanOrEqual(2);
      expect(survivors.every((s) => s.disconnects === 0)).toBe(true);
      // The victim's sockets came back through the gateway and rejoined.
      const moved = sockets.filter((s) => s.instance === victim);
      await waitFor(
        () => moved.every((s) => s.socket.connected),
        10_000,
        () => 'sockets of the killed instance did not reconnect',
      );
      // They missed what came while they were away (no replay), but nothing reached them twice.
      for (const s of moved) {
        const keys = s.notices.map((n) => `${n.payload.id}|${n.payload.status}|${n.payload.updatedAt}`);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }, 180_000);
  });
});
