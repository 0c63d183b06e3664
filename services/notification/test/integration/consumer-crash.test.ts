import Redis from 'ioredis';
import { createEventBus, eventCategory, physicalGroupName, type EventBus } from '@journal/events';
import { HANDLED_EVENT_TYPES, NOTIFICATION_GROUP } from '../../src/events/notification-events.handler';
import { createMailer } from '@journal/mail';
import { describeWith, type TestDatabase } from '@journal/testing';
import { startChildInstance, type ChildInstance } from '../helpers/child-instance';
import { statusChangedEvent } from '../helpers/events';
import { startInstance, type RunningInstance } from '../helpers/notification-instance';
import { header, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { connectSocket, type TestSocket } from '../helpers/socket-client';
import { deleteRedisKeys, migratedDatabase, REDIS_URL, uniquePrefix } from '../helpers/test-infra';
import { testKeys, testUser } from '../helpers/tokens';
import { sleep, waitFor } from '../helpers/wait-for';

const EVENTS = 60;
const BURST = 10;

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

    let child = await startChild();
    const events = Array.from({ length: EVENTS }, () =>
      statusChangedEvent(author, { newStatus: 'accepted' }),
    );
    // Bursts: the consumer reads a whole burst at once, so a kill mid-burst leaves entries pending on it.
    const publishing = (async () => {
      for (let i = 0; i < events.length; i += BURST) {
        await publisher.publish(events.slice(i, i + BURST));
        await sleep(150);
      }
    })();

    await waitFor(
      'the third notice of the second burst',
      () => authorSocket.updates.length >= BURST + 3,
      30_000,
      1,
    );
    await child.kill();
    const seenAtKill = authorSocket.updates.length;
    const pendingAtKill = await pendingCount();
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
});
