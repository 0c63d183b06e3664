import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEventBus, type EventBus } from '@journal/events';
import { createMailer } from '@journal/mail';
import { describeWith, type TestDatabase } from '@journal/testing';
import { JOIN_MESSAGES } from '../../src/routes/realtime/room-join.handlers';
import { SESSION_EXPIRED } from '../../src/routes/realtime/session-expiry';
import { statusChangedEvent } from '../support/events';
import { startInstance, type RunningInstance } from '../support/notification-instance';
import { connectionRefusal, connectSocket, type TestSocket } from '../support/socket-client';
import { deleteRedisKeys, migratedDatabase, REDIS_URL, uniquePrefix } from '../support/test-infra';
import { testKeys, testUser } from '../support/tokens';
import { sleep, waitFor } from '../support/wait-for';

describeWith('redis', 'notification cluster: two instances, Redis bus and Socket.IO Redis adapter', () => {
  const keys = testKeys();
  const author = testUser('author', 'ada');
  const otherAuthor = testUser('author', 'grace');
  const admin = testUser('admin', 'editor');
  const busPrefix = uniquePrefix('notif-cluster-bus');
  const redisPrefix = uniquePrefix('notif-cluster');
  let db: TestDatabase;
  let mailDir: string;
  let publisher: EventBus;
  let a: RunningInstance;
  let b: RunningInstance;
  const sockets: TestSocket[] = [];

  const open = async (instance: RunningInstance, token: string | undefined) => {
    const socket = await connectSocket(instance.url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    db = await migratedDatabase();
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'notification-cluster-mail-'));
    const common = {
      databaseUrl: db.url,
      verifier: keys.verifier,
      redisUrl: REDIS_URL,
      busPrefix,
      redisPrefix,
    };
    const mailer = createMailer({ mailDir, from: 'Test Press <no-reply@example.org>' });
    // A serves sockets only for now; B consumes. The first test therefore crosses instances for sure.
    a = await startInstance({ ...common, name: 'a', mailer, start: false });
    b = await startInstance({ ...common, name: 'b', mailer, start: true });
    publisher = createEventBus({ kind: 'redis', redisUrl: REDIS_URL, redis: { prefix: busPrefix } });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.close(), b?.close()]);
    await publisher?.close();
    await db?.drop();
    await deleteRedisKeys(busPrefix);
    await deleteRedisKeys(redisPrefix);
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  it('delivers a status change handled by B to the author on A and the admin on B, and to nobody else', async () => {
    const authorSocket = await open(a, keys.tokenFor(author));
    const otherSocket = await open(a, keys.tokenFor(otherAuthor));
    const adminSocket = await open(b, keys.tokenFor(admin));
    await expect(authorSocket.join('join-user-room', author.email.toUpperCase())).resolves.toEqual({
      success: true,
      message: JOIN_MESSAGES.userJoined,
    });
    await expect(otherSocket.join('join-user-room', otherAuthor.email)).resolves.toMatchObject({
      success: true,
    });
    await expect(adminSocket.join('join-admin-room', admin.email)).resolves.toEqual({
      success: true,
      message: JOIN_MESSAGES.adminJoined,
    });

    const event = statusChangedEvent(author, {
      newStatus: 'accepted',
      actorEmail: admin.email,
      paperTitle: 'Graph <Theory> & Beyond',
    });
    await publisher.publish([event]);

    const expected = {
      id: event.payload.submissionId,
      status: 'accepted',
      paperTitle: 'Graph <Theory> & Beyond',
      journalName: event.payload.journalName,
      actorEmail: admin.email,
      updatedAt: event.payload.changedAt,
    };
    await waitFor(
      'the author and the admin to receive the update',
      () => authorSocket.updates.length > 0 && adminSocket.updates.length > 0,
    );
    await sleep(500);
    expect(authorSocket.updates).toEqual([expected]);
    expect(adminSocket.updates).toEqual([expected]);
    expect(otherSocket.updates).toEqual([]);
    expect(a.service.realtime.localSocketCount()).toBe(2);
    expect(b.service.realtime.localSocketCount()).toBe(1);
  });

  it('with both instances consuming, each of 20 changes reaches each socket exactly once', async () => {
    await a.service.start();
    const authorSocket = await open(a, keys.tokenFor(author));
    const adminOnA = await open(a, keys.tokenFor(admin));
    const adminOnB = await open(b, keys.tokenFor(admin));
    await authorSocket.join('join-user-room', author.email);
    await adminOnA.join('join-admin-room', admin.email);
    await adminOnB.join('join-admin-room', admin.email);

    const events = Array.from({ length: 20 }, (_, i) =>
      statusChangedEvent(author, { newStatus: i % 2 ? 'published' : 'rejected' }),
    );
    // Every event is published twice: at-least-once delivery must still give one notice each.
    await publisher.publish(events);
    await publisher.publish(events);
    const ids = events.map((e) => e.payload.submissionId).sort();
    const received = (socket: TestSocket) => socket.updates.map((u) => u.id).sort();
    await waitFor(
      '20 updates on every socket',
      () => [authorSocket, adminOnA, adminOnB].every((s) => s.updates.length >= 20),
      20_000,
    );
    await sleep(800);
    expect(received(authorSocket)).toEqual(ids);
    expect(received(adminOnA)).toEqual(ids);
    expect(received(adminOnB)).toEqual(ids);
  });

  it('does not push an older status change over a newer one of the same submission', async () => {
    const authorSocket = await open(b, keys.tokenFor(author));
    await authorSocket.join('join-user-room', author.email);
    const v3 = statusChangedEvent(author, { version: 3, oldStatus: 'under_review', newStatus: 'accepted' });
    const v2 = statusChangedEvent(author, {
      submissionId: v3.payload.submissionId,
      version: 2,
      newStatus: 'under_review',
    });
    await publisher.publish([v3]);
    await waitFor('the newer update', () => authorSocket.updates.length === 1);
    await publisher.publish([v2]);
    const marker = statusChangedEvent(author, { newStatus: 'published' });
    await publisher.publish([marker]);
    await waitFor(
      'the marker update',
      () => authorSocket.updates.some((u) => u.id === marker.payload.submissionId),
      10_000,
    );
    expect(authorSocket.updates.map((u) => u.status)).toEqual(['accepted', 'published']);
  });

  it('delivers an event once per socket even when it is handled twice (emitted, then the COMMIT was lost)', async () => {
    const authorSocket = await open(a, keys.tokenFor(author));
    const adminSocket = await open(b, keys.tokenFor(admin));
    await authorSocket.join('join-user-room', author.email);
    await adminSocket.join('join-admin-room', admin.email);
    const event = statusChangedEvent(author, { newStatus: 'published' });
    await publisher.publish([event]);
    await waitFor(
      'the first delivery',
      () => authorSocket.updates.length === 1 && adminSocket.updates.length === 1,
    );

    // What a consumer killed between its emit and its COMMIT leaves behind: no trace in Postgres.
    await db.pool.query('DELETE FROM notification.processed_events WHERE event_id = $1', [event.id]);
    await db.pool.query('DELETE FROM notification.submission_versions WHERE submission_id = $1', [
      event.payload.submissionId,
    ]);
    await publisher.publish([event]);
    await waitFor('the event to be handled again', async () => {
      const row = await db.pool.query('SELECT 1 FROM notification.processed_events WHERE event_id = $1', [
        event.id,
      ]);
      return row.rowCount === 1;
    });
    await sleep(500);
    expect(authorSocket.updates.map((u) => u.id)).toEqual([event.payload.submissionId]);
    expect(adminSocket.updates.map((u) => u.id)).toEqual([event.payload.submissionId]);
  });

  describe('refusals', () => {
    it('refuses a connection without a token', async () => {
      const refusal = await connectionRefusal(a.url, undefined);
      expect(refusal.message).toBe('unauthorized');
      expect(refusal.data?.message).toBe('No authentication token found');
    });

    it('refuses an expired token', async () => {
      const refusal = await connectionRefusal(a.url, keys.tokenFor(author, -60));
      expect(refusal.message).toBe('unauthorized');
      expect(refusal.data?.message).toMatch(/expired/);
    });

    it('refuses a token signed by another key and a malformed one', async () => {
      const stranger = testKeys();
      expect((await connectionRefusal(b.url, stranger.tokenFor(admin))).message).toBe('unauthorized');
      expect((await connectionRefusal(b.url, 'not-a-jwt')).message).toBe('unauthorized');
    });

    it("refuses joining someone else's room or the admin room as an author, and such a socket receives nothing", async () => {
      const intruder = await open(a, keys.tokenFor(author));
      const victim = await open(b, keys.tokenFor(otherAuthor));
      await victim.join('join-user-room', otherAuthor.email);

      await expect(intruder.join('join-user-room', otherAuthor.email)).resolves.toEqual({
        success: false,
        message: JOIN_MESSAGES.notOwnEmail,
      });
      await expect(intruder.join('join-admin-room', author.email)).resolves.toEqual({
        success: false,
        message: JOIN_MESSAGES.notAdmin,
      });
      await expect(intruder.join('join-user-room', { $ne: '' })).resolves.toMatchObject({ success: false });
      expect(intruder.errors).toEqual([
        { message: JOIN_MESSAGES.notOwnEmail },
        { message: JOIN_MESSAGES.notAdmin },
        { message: JOIN_MESSAGES.notOwnEmail },
      ]);

      const event = statusChangedEvent(otherAuthor, { newStatus: 'rejected' });
      await publisher.publish([event]);
      await waitFor('the victim to get its own update', () => victim.updates.length === 1);
      await sleep(300);
      expect(intruder.updates).toEqual([]);
    });

    it('refuses an admin joining the admin room with another email, and unknown events', async () => {
      const adminSocket = await open(a, keys.tokenFor(admin));
      await expect(adminSocket.join('join-admin-room', 'someone.else@example.org')).resolves.toEqual({
        success: false,
        message: JOIN_MESSAGES.notOwnAdminEmail,
      });
      adminSocket.socket.emit('join-any-room', 'admins');
      await waitFor('the error event', () => adminSocket.errors.length === 2);
      expect(adminSocket.errors[1]).toEqual({ message: JOIN_MESSAGES.unknownEvent('join-any-room') });
    });

    it('closes a socket when its token expires', async () => {
      const shortLived = await open(b, keys.tokenFor(author, 2));
      const disconnected = new Promise<string>((resolve) => shortLived.socket.once('disconnect', resolve));
      await expect(disconnected).resolves.toBe('io server disconnect');
      expect(shortLived.errors).toEqual([{ message: SESSION_EXPIRED }]);
    });
  });
});
