import Redis from 'ioredis';
import { createEventBus, eventCategory, physicalGroupName, type EventBus } from '@journal/events';
import { HANDLED_EVENT_TYPES, NOTIFICATION_GROUP } from '../../src/consumers/notification-events.handler';
import { createMailer } from '@journal/mail';
import { describeWith, type TestDatabase } from '@journal/testing';
import { startChildInstance, type ChildInstance } from '../support/child-instance';
import { statusChangedEvent } from '../support/events';
import { startInstance, type RunningInstance } from '../support/notification-instance';
import { header, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { connectSocket, type TestSocket } from '../support/socket-client';
import { deleteRedisKeys, migratedDatabase, REDIS_URL, uniquePrefix } from '../support/test-infra';
import { testKeys, testUser } from '../support/tokens';
import { sleep, waitFor } from '../support/wait-for';

const EVENTS = 60;
const BURST = 10;
const MID_BATCH = 25;

describeWith('redis', 'fault: the consumer process is SIGKILLed mid-stream and restarted', () => {
  const keys = testKeys();
  const author = testUser('author', 'rosalind');
  const admin = testUser('admin', 'chief');
  const busPrefix = uniquePrefix('notif-crash-bus');
  const redisPrefix = uniquePrefix('notif-crash');
  let db: TestDatabase;
  let smtp: SmtpSink;
  let socketHost: RunningInstance;
  let publisher: EventBus;
  const children = new Set<ChildInstance>();
  const sockets: TestSocket[] = [];

  const startChild = () =>
    startChildInstance({
      DATABASE_URL: db.url,
      REDIS_URL,
      BUS_PREFIX: busPrefix,
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: smtp.url,
      JWT_PUBLIC_KEY: keys.publicKeyPem,
    }).then((child) => {
      children.add(child);
      return child;
    });

  /** Entries read by some consumer of the group but not acknowledged yet. */
  async function pendingCount(): Promise<number> {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
    try {
      const stream = `${busPrefix}:${eventCategory('submission.status_changed.v1')}`;
      const summary = (await redis.call(
        'XPENDING',
        stream,
        physicalGroupName(NOTIFICATION_GROUP, HANDLED_EVENT_TYPES),
      )) as [number];
      return Number(summary[0]);
    } finally {
      await redis.quit();
    }
  }

  beforeAll(async () => {
    db = await migratedDatabase();
    smtp = await startSmtpSink();
    // The sockets live on an instance in this process that consumes nothing: every notice crosses Redis.
    socketHost = await startInstance({
      name: 'socket-host',
      databaseUrl: db.url,
      verifier: keys.verifier,
      mailer: createMailer({ smtpUrl: smtp.url, mailDir: '/nonexistent', from: 'x <x@example.org>' }),
      redisUrl: REDIS_URL,
      busPrefix,
      redisPrefix,
      start: false,
    });
    publisher = createEventBus({ kind: 'redis', redisUrl: REDIS_URL, redis: { prefix: busPrefix } });
  }, 60_000);

  afterAll(async () => {
    for (const child of children) await child.kill();
    for (const socket of sockets) socket.close();
    await socketHost?.close();
    await publisher?.close();
    await smtp?.stop();
    await db?.drop();
    await deleteRedisKeys(busPrefix);
    await deleteRedisKeys(redisPrefix);
  });

  it('handles every event: exactly one notice per socket, one mail (one Message-ID) per event', async () => {
    const authorSocket = await connectSocket(socketHost.url, keys.tokenFor(author));
    const adminSocket = await connectSocket(socketHost.url, keys.tokenFor(admin));
    sockets.push(authorSocket, adminSocket);
    await authorSocket.join('join-user-room', author.email);
    await adminSocket.join('join-admin-room', admin.email);

    const events = Array.from({ length: EVENTS }, () =>
      statusChangedEvent(author, { newStatus: 'accepted' }),
    );
    // The kill lands while the consumer holds read, unacknowledged entries: an uncommitted row for the
    // submission of the second burst's fourth event makes that batch wait mid-transaction (batches commit
    // their notices and acks together, so a kill timed on notices alone could find nothing pending).
    const blocker = await db.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query(
      'INSERT INTO notification.submission_versions (submission_id, version) VALUES ($1, 0)',
      [events[BURST + 3]!.payload.submissionId],
    );
    let child = await startChild();
    // Bursts: the consumer reads a whole burst at once, so a kill mid-burst leaves entries pending on it.
    const publishing = (async () => {
      for (let i = 0; i < events.length; i += BURST) {
        await publisher.publish(events.slice(i, i + BURST));
        await sleep(150);
      }
    })();

    let seenAtKill: number;
    let pendingAtKill: number;
    try {
      await waitFor('the first burst', () => authorSocket.updates.length >= BURST, 30_000, 1);
      await waitFor(
        'a batch of the second burst waiting mid-transaction',
        async () => {
          const waiting = await db.pool.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%submission_versions%'`,
          );
          return waiting.rows[0].n > 0;
        },
        30_000,
      );
      await child.kill();
      seenAtKill = authorSocket.updates.length;
      pendingAtKill = await pendingCount();
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    child = await startChild();
    await publishing;

    await waitFor(
      `all ${EVENTS} notices and mails`,
      () =>
        authorSocket.updates.length >= EVENTS &&
        adminSocket.updates.length >= EVENTS &&
        smtp.mails.length >= EVENTS,
      45_000,
    );
    await sleep(3_000); // longer than the claim and lock windows: a duplicate would surface now
    const ids = events.map((event) => event.payload.submissionId).sort();
    expect(seenAtKill).toBeLessThan(EVENTS);
    expect(pendingAtKill).toBeGreaterThan(0); // the dead consumer held unacknowledged events
    expect(await pendingCount()).toBe(0);
    expect(authorSocket.updates.map((u) => u.id).sort()).toEqual(ids);
    expect(adminSocket.updates.map((u) => u.id).sort()).toEqual(ids);
    // Mail: one message per event. The single window SMTP leaves open (the server accepted a mail, the
    // worker died before its COMMIT) resends that job's mail with the same Message-ID, which mail systems
    // drop as a copy; only jobs in flight at the kill (worker concurrency 2) can be in that window.
    const mailedEvents = smtp.mails.map((mail) => header(mail, 'x-journal-event-id'));
    expect([...new Set(mailedEvents)].sort()).toEqual(events.map((e) => e.id).sort());
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(EVENTS);
    expect(smtp.mails.length - EVENTS).toBeLessThanOrEqual(2);
    const processed = await db.pool.query('SELECT count(*)::int AS n FROM notification.processed_events');
    expect(processed.rows[0].n).toBe(EVENTS);
    await child.kill();
  }, 120_000);

  it('a consumer killed in the middle of a batch: each event of the batch takes effect exactly once', async () => {
    const writer = testUser('author', 'dorothy');
    const socket = await connectSocket(socketHost.url, keys.tokenFor(writer));
    sockets.push(socket);
    await socket.join('join-user-room', writer.email);
    const batch = Array.from({ length: MID_BATCH }, () =>
      statusChangedEvent(writer, { newStatus: 'accepted' }),
    );
    const ids = batch.map((event) => event.id).sort();
    const mailsBefore = smtp.mails.length;
    // One publish before the consumer starts: its first XREADGROUP COUNT reads the whole batch at once.
    await publisher.publish(batch);
    // Hold the batch mid-transaction: an uncommitted row for the submission of its 13th event makes the
    // batch's version statement wait, after it recorded the event ids and wrote the mail rows.
    const blocker = await db.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query(
      'INSERT INTO notification.submission_versions (submission_id, version) VALUES ($1, 0)',
      [batch[12]!.payload.submissionId],
    );
    let child = await startChild();
    try {
      await waitFor(
        'the batch transaction waiting mid-way',
        async () => {
          const waiting = await db.pool.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%submission_versions%'`,
          );
          return waiting.rows[0].n > 0;
        },
        30_000,
      );
      expect(await pendingCount()).toBeGreaterThanOrEqual(MID_BATCH); // read, not acknowledged
      await child.kill();
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    const handledAtKill = await db.pool.query(
      'SELECT count(*)::int AS n FROM notification.processed_events WHERE event_id = ANY($1::uuid[])',
      [ids],
    );
    expect(handledAtKill.rows[0].n).toBe(0); // the killed batch committed nothing
    expect(socket.updates).toEqual([]);

    child = await startChild(); // reclaims the dead consumer's entries
    const mailsOfBatch = () =>
      smtp.mails.slice(mailsBefore).filter((mail) => ids.includes(header(mail, 'x-journal-event-id') ?? ''));
    await waitFor(
      `all ${MID_BATCH} notices and mails of the batch`,
      () => socket.updates.length >= MID_BATCH && mailsOfBatch().length >= MID_BATCH,
      45_000,
    );
    await sleep(3_000); // longer than the claim and lock windows: a duplicate would surface now
    expect(socket.updates.map((u) => u.id).sort()).toEqual(batch.map((e) => e.payload.submissionId).sort());
    expect(
      mailsOfBatch()
        .map((mail) => header(mail, 'x-journal-event-id'))
        .sort(),
    ).toEqual(ids);
    const effects = await db.pool.query(
      `SELECT (SELECT count(*)::int FROM notification.processed_events WHERE event_id = ANY($1::uuid[])) AS handled,
              (SELECT count(*)::int FROM notification.mails WHERE event_id = ANY($1::uuid[])) AS mails,
              (SELECT count(*)::int FROM notification.mails WHERE event_id = ANY($1::uuid[]) AND status = 'sent') AS sent`,
      [ids],
    );
    expect(effects.rows[0]).toEqual({ handled: MID_BATCH, mails: MID_BATCH, sent: MID_BATCH });
    expect(await pendingCount()).toBe(0);
    await child.kill();
  }, 120_000);
});
