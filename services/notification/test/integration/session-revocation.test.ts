import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createMemorySessionRevocations,
  createTokenVerifier,
  parsePublicKeys,
  type SessionRevocations,
} from '@journal/auth';
import { createMailer } from '@journal/mail';
import { describeWith, type TestDatabase } from '@journal/testing';
import { SESSION_EXPIRED } from '../../src/routes/realtime/session-expiry';
import { startInstance, type RunningInstance } from '../support/notification-instance';
import { connectionRefusal, connectSocket, type TestSocket } from '../support/socket-client';
import { deleteRedisKeys, migratedDatabase, REDIS_URL, uniquePrefix } from '../support/test-infra';
import { testKeys, testUser } from '../support/tokens';
import { waitFor } from '../support/wait-for';

describeWith('redis', 'a revoked session loses its sockets on every notification instance', () => {
  const keys = testKeys();
  const redisPrefix = uniquePrefix('notif-revoke');
  const busPrefix = uniquePrefix('notif-revoke-bus');
  // Only A hears of revocations here: B's sockets can only be reached through the Socket.IO adapter.
  const heardByA: SessionRevocations = createMemorySessionRevocations();
  const heardByB: SessionRevocations = createMemorySessionRevocations();
  let db: TestDatabase;
  let mailDir: string;
  let a: RunningInstance;
  let b: RunningInstance;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    db = await migratedDatabase();
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'notification-revoke-mail-'));
    const mailer = createMailer({ mailDir, from: 'Test Press <no-reply@example.org>' });
    const publicKeys = parsePublicKeys(keys.publicKeyPem);
    const common = { databaseUrl: db.url, redisUrl: REDIS_URL, busPrefix, redisPrefix, mailer, start: false };
    a = await startInstance({
      ...common,
      name: 'a',
      revocations: heardByA,
      verifier: createTokenVerifier(publicKeys, { revocations: heardByA }),
    });
    b = await startInstance({
      ...common,
      name: 'b',
      revocations: heardByB,
      verifier: createTokenVerifier(publicKeys, { revocations: heardByB }),
    });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
    await deleteRedisKeys(redisPrefix);
    await deleteRedisKeys(busPrefix);
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  it("disconnects the session's sockets on both instances, tells them why, and leaves other sessions alone", async () => {
    const author = testUser('author', 'ada');
    const sameAuthorOtherDevice = { ...author, sid: `${author.sid}-other` };
    const onA = await connectSocket(a.url, keys.tokenFor(author));
    const onB = await connectSocket(b.url, keys.tokenFor(author));
    const otherDevice = await connectSocket(b.url, keys.tokenFor(sameAuthorOtherDevice));
    sockets.push(onA, onB, otherDevice);
    const gone = (s: TestSocket) => new Promise<string>((resolve) => s.socket.once('disconnect', resolve));
    const [goneA, goneB] = [gone(onA), gone(onB)];

    await heardByA.revoke([{ sid: author.sid, until: Date.now() + 60_000 }]);

    await expect(goneA).resolves.toBe('io server disconnect');
    await expect(goneB).resolves.toBe('io server disconnect');
    await waitFor('the reason on B', () => onB.errors.length > 0);
    expect(onB.errors).toEqual([{ message: SESSION_EXPIRED }]);
    expect(otherDevice.socket.connected).toBe(true);
    // A reconnect with the revoked token is refused where the revocation is known.
    const refusal = await connectionRefusal(a.url, keys.tokenFor(author));
    expect(refusal.data?.message).toBe(SESSION_EXPIRED);
  });
});
