import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@journal/logger';
import { createRealtime, type Realtime } from '../../src/routes/realtime/realtime-server';
import { tooManySocketsMessage } from '../../src/routes/realtime/sockets-per-user';
import { connectionRefusal, connectSocket, type TestSocket } from '../support/socket-client';
import { testKeys, testUser } from '../support/tokens';
import { waitFor } from '../support/wait-for';

/**
 * Issue 26, item 9: one token opened 1,000 sockets. A real Socket.IO server with real clients: an
 * account's 21st socket on an instance is refused with a connect_error saying why, other accounts are not
 * affected, and a closed socket frees its place.
 */
describe('open sockets per account (real socket.io-client)', () => {
  const keys = testKeys();
  let server: Server;
  let realtime: Realtime;
  let baseUrl: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    realtime = createRealtime({
      verifier: keys.verifier,
      logger: createLogger('sockets-per-user-test', { level: 'silent' }),
      keyPrefix: 'sockets-per-user-test',
    });
    server = createServer();
    realtime.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await realtime.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses the 21st socket of one account with a clear connect_error, and only that account', async () => {
    const author = testUser('author', 'ada');
    const token = keys.tokenFor(author);
    for (let i = 0; i < 20; i++) open.push(await connectSocket(baseUrl, token));
    expect(open.every((s) => s.socket.connected)).toBe(true);

    const refused = await connectionRefusal(baseUrl, token);
    expect(refused.message).toBe(tooManySocketsMessage(20));
    expect(refused.message).toMatch(/^Too many open connections for this account \(at most 20\)/);
    // Another token of the same account (another session) counts against the same account.
    const again = await connectionRefusal(baseUrl, keys.tokenFor({ ...author, sid: 'another-session' }));
    expect(again.message).toBe(tooManySocketsMessage(20));

    // Someone else connects as usual.
    const other = await connectSocket(baseUrl, keys.tokenFor(testUser('author', 'grace')));
    open.push(other);
    expect(other.socket.connected).toBe(true);
    expect(realtime.localSocketCount()).toBe(21);

    // Closing one of the twenty frees a place.
    open.shift()!.close();
    await waitFor('the closed socket to leave', () => realtime.localSocketCount() === 20);
    open.push(await connectSocket(baseUrl, token));
    await expect(connectionRefusal(baseUrl, token)).resolves.toMatchObject({
      message: tooManySocketsMessage(20),
    });
  });

  it('parallel connection attempts cannot get past the limit', async () => {
    const token = keys.tokenFor(testUser('admin', 'chief'));
    const attempts = await Promise.allSettled(
      Array.from({ length: 40 }, () => connectSocket(baseUrl, token)),
    );
    const connected = attempts.filter((a) => a.status === 'fulfilled').map((a) => a.value);
    open.push(...connected);
    const refusals = attempts.filter((a) => a.status === 'rejected').map((a) => (a.reason as Error).message);
    expect(connected).toHaveLength(20);
    expect(refusals).toEqual(Array.from({ length: 20 }, () => tooManySocketsMessage(20)));
  });

  it('takes its limit from the options (NOTIFICATION_MAX_SOCKETS_PER_USER)', async () => {
    const small = createRealtime({
      verifier: keys.verifier,
      logger: createLogger('sockets-per-user-test', { level: 'silent' }),
      keyPrefix: 'sockets-per-user-test-small',
      maxSocketsPerUser: 2,
    });
    const smallServer = createServer();
    small.attach(smallServer);
    await new Promise<void>((resolve) => smallServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(smallServer.address() as AddressInfo).port}`;
    const token = keys.tokenFor(testUser('author', 'lise'));
    const two = [await connectSocket(url, token), await connectSocket(url, token)];
    try {
      expect((await connectionRefusal(url, token)).message).toBe(tooManySocketsMessage(2));
    } finally {
      for (const socket of two) socket.close();
      await small.close();
      smallServer.closeAllConnections();
      await new Promise((resolve) => smallServer.close(resolve));
    }
  });
});
