// The socket engine against a stand-in of the notification contract on loopback (Socket.IO with the
// same auth, rooms, acks and event as services/notification): deliveries are timed from the PUT, and a
// socket that never gets its event is an error. Bounded: 2 s of status changes, 60 sockets.
import { scenarioByName, type SocketScenario } from '../scenarios';
import { createApiClient } from '../runner/api-client';
import { runSocketScenario, socketsPerAuthor } from '../runner/socket-scenario';
import {
  adminRoom,
  startFakeStatusServer,
  userRoom,
  type FakeStatusServer,
} from './support/fake-status-server';

describe('socket scenario engine', () => {
  let server: FakeStatusServer;
  let baseUrl: string;
  let mutedAuthor = '';
  const owner = new Map<string, string>([
    ['s1', 'a1@example.com'],
    ['s2', 'a2@example.com'],
  ]);

  beforeAll(async () => {
    server = await startFakeStatusServer({
      owner,
      delayMs: 10,
      adminSockets: true,
      notice: (id, status) => ({ id, status, paperTitle: 'P', journalName: 'J' }),
      emits: (_id, author) => [author === mutedAuthor ? [adminRoom] : [userRoom(author), adminRoom]],
    });
    baseUrl = server.baseUrl;
  });
  afterAll(() => server.close());

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
