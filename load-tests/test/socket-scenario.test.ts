// The socket engine against a stand-in of the notification contract on loopback (Socket.IO with the
// same auth, rooms, acks and event as services/notification): deliveries are timed from the PUT, and a
// socket that never gets its event is an error. Bounded: 2 s of status changes, 60 sockets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { scenarioByName, type SocketScenario } from '../scenarios';
import { createApiClient } from '../runner/api-client';
import { runSocketScenario, socketsPerAuthor } from '../runner/socket-scenario';

describe('socket scenario engine', () => {
  let server: http.Server;
  let io: Server;
  let baseUrl: string;
  let mutedAuthor = '';
  const owner = new Map<string, string>([
    ['s1', 'a1@example.com'],
    ['s2', 'a2@example.com'],
  ]);

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const match = /^\/api\/admin\/submissions\/([^/]+)\/status$/.exec(req.url ?? '');
      if (req.method !== 'PUT' || !match || req.headers.authorization !== 'Bearer admin') {
        res.statusCode = 404;
        return res.end();
      }
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const id = match[1] as string;
        const { status } = JSON.parse(body) as { status: string };
        setTimeout(() => {
          const author = owner.get(id) ?? '';
          const rooms = author === mutedAuthor ? ['admins'] : [`user:${author}`, 'admins'];
          io.to(rooms).emit('submission-status-updated', { id, status, paperTitle: 'P', journalName: 'J' });
        }, 10);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: true }));
      });
    });
    io = new Server(server, { path: '/socket.io/' });
    io.use((socket, next) => {
      const token = String((socket.handshake.auth as { token?: string }).token ?? '');
      if (token === 'admin' || token.startsWith('author:')) return next();
      return next(new Error('unauthorized'));
    });
    io.on('connection', (socket) => {
      const token = String((socket.handshake.auth as { token?: string }).token);
      socket.on('join-user-room', (email: string, ack: (a: unknown) => void) => {
        if (token !== `author:${email}`) return ack({ success: false, message: 'not yours' });
        void socket.join(`user:${email}`);
        ack({ success: true });
      });
      socket.on('join-admin-room', (_email: string, ack: (a: unknown) => void) => {
        if (token !== 'admin') return ack({ success: false, message: 'not admin' });
        void socket.join('admins');
        ack({ success: true });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    io.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const scenario: SocketScenario = {
    ...(scenarioByName('status-sockets') as SocketScenario),
    statusChangesPerSecond: 4,
    deliveryTimeoutMs: 1000,
    adminSockets: 4,
  };
  const fixtures = () => ({
    runId: 't',
    assets: ['/'],
    admin: { email: 'admin@example.com', token: 'admin' },
    authors: [
      { email: 'a1@example.com', token: 'author:a1@example.com', submissionIds: ['s1'] },
      { email: 'a2@example.com', token: 'author:a2@example.com', submissionIds: ['s2'] },
    ],
  });
  const run = () =>
    runSocketScenario(scenario, {
      baseUrl,
      api: createApiClient(baseUrl),
      fixtures: fixtures(),
      durationSeconds: 2,
      sockets: 60,
      log: () => undefined,
    });

  test('spreads sockets over authors', () => {
    expect(socketsPerAuthor(2000 - 20, 100)).toEqual(
      new Array(100).fill(19.8 | 0).map((n, i) => (i < 80 ? n + 1 : n)),
    );
    expect(socketsPerAuthor(7, 3)).toEqual([3, 2, 2]);
  });

  test('times every expected delivery from the status change', async () => {
    mutedAuthor = '';
    const result = await run();
    // 8 changes; each reaches the author's 28 sockets and the 4 admin sockets.
    expect(result.total).toBe(8 * (28 + 4));
    expect(result.errors).toBe(0);
    expect(result.latenciesMs).toHaveLength(result.total);
    expect(Math.min(...result.latenciesMs)).toBeGreaterThanOrEqual(9);
    expect(Math.max(...result.latenciesMs)).toBeLessThan(1000);
    expect(result.outcomes['PUT ok']).toBe(8);
  }, 30_000);

  test('counts sockets that never receive their event as errors', async () => {
    mutedAuthor = 'a2@example.com';
    const result = await run();
    expect(result.errors).toBe(4 * 28); // a2's four changes never reach a2's sockets
    expect(result.outcomes['not delivered']).toBe(4 * 28);
  }, 30_000);
});
