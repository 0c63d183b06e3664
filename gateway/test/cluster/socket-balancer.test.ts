import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { createLogger } from '@journal/logger';
import { createGatewayApp } from '../../src/app';
import { nodeId, SocketBalancer } from '../../src/routes/socket-balancer';

const logger = createLogger('balancer-test', { level: 'silent' });
const runtime = { googleClientId: null, mainAdminEmail: 'admin@example.org', publisherName: 'Test Press' };

describe('SocketBalancer', () => {
  const targets = ['http://10.0.0.1:3004', 'http://10.0.0.2:3004'];

  it('names nodes by a stable hash of their URL', () => {
    expect(nodeId(targets[0]!)).toMatch(/^[0-9a-f]{10}$/);
    expect(nodeId(targets[0]!)).toBe(nodeId('http://10.0.0.1:3004'));
    expect(nodeId(targets[0]!)).not.toBe(nodeId(targets[1]!));
  });

  it('spreads new sessions over the nodes and keeps each session on its node', () => {
    const balancer = new SocketBalancer(targets);
    const first = balancer.route(undefined, undefined);
    const second = balancer.route(undefined, undefined);
    expect(first.isNew && second.isNew).toBe(true);
    expect(first.node).not.toBe(second.node);
    balancer.handshakeDone(first.node, 'sid-1');
    balancer.handshakeDone(second.node, 'sid-2');
    for (let i = 0; i < 5; i++) {
      expect(balancer.route('sid-1', undefined)).toEqual({ node: first.node, isNew: false });
      expect(balancer.route('sid-2', nodeId(targets[0]!))).toEqual({ node: second.node, isNew: false }); // sid beats cookie
    }
    expect(balancer.load()).toEqual({ [first.node.id]: 1, [second.node.id]: 1 });
  });

  it('prefers the node with fewer sessions', () => {
    const balancer = new SocketBalancer(targets);
    const a = balancer.route(undefined, undefined).node;
    balancer.handshakeDone(a, 's1');
    const b = balancer.route(undefined, undefined).node;
    balancer.handshakeDone(b, 's2');
    const c = balancer.route(undefined, undefined).node;
    balancer.handshakeDone(c, 's3'); // a tie, so c is either
    const d = balancer.route(undefined, undefined).node;
    expect(d).not.toBe(c);
    expect(Object.values(balancer.load())).toEqual([2, 2]);
  });

  it('re-pins an unknown session from the io_node cookie and ignores unknown cookie values', () => {
    const balancer = new SocketBalancer(targets);
    const second = balancer.nodes[1]!;
    expect(balancer.route('sid-from-elsewhere', second.id)).toEqual({ node: second, isNew: false });
    expect(balancer.route('sid-from-elsewhere', undefined).node).toBe(second); // remembered now
    expect(balancer.route('other', 'not-a-node').isNew).toBe(false);
  });

  it('keeps new sessions off a node that failed, until the pause is over', () => {
    let now = 1_000;
    const balancer = new SocketBalancer(targets, { downForMs: 5_000, now: () => now });
    const [n1, n2] = balancer.nodes as [(typeof balancer.nodes)[0], (typeof balancer.nodes)[0]];
    balancer.markDown(n1!);
    for (let i = 0; i < 4; i++) {
      const route = balancer.route(undefined, undefined);
      expect(route.node).toBe(n2);
      balancer.handshakeDone(route.node, `s${i}`);
    }
    now += 5_001;
    expect(balancer.route(undefined, undefined).node).toBe(n1);
  });

  it('counts WebSocket-only sessions until they close, and forgets idle polling sessions', () => {
    let now = 0;
    const balancer = new SocketBalancer(targets, { idleSessionMs: 60_000, now: () => now });
    const ws = balancer.route(undefined, undefined);
    const release = balancer.openWebSocket(ws, undefined);
    expect(balancer.load()[ws.node.id]).toBe(1);
    release();
    release(); // idempotent
    expect(balancer.load()[ws.node.id]).toBe(0);

    const polling = balancer.route(undefined, undefined);
    balancer.handshakeDone(polling.node, 'poll');
    const upgraded = balancer.route(undefined, undefined);
    balancer.handshakeDone(upgraded.node, 'upgraded');
    const closeUpgrade = balancer.openWebSocket(balancer.route('upgraded', undefined), 'upgraded');
    now = 61_000;
    expect(balancer.sweep()).toBe(1); // the quiet polling session; the WebSocket one stays
    expect(balancer.route('upgraded', undefined).node).toBe(upgraded.node);
    closeUpgrade();
    expect(Object.values(balancer.load()).reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('gateway with several notification instances', () => {
  const upstreams: { name: string; server: Server; io: SocketServer; url: string }[] = [];
  let gateway: Server;
  let baseUrl: string;
  const clients: Socket[] = [];

  async function listen(server: Server): Promise<string> {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function startGateway(targets: string[]): Promise<{ server: Server; url: string }> {
    const app = createGatewayApp({
      logger,
      staticDir: '/nonexistent',
      runtime,
      rateLimitPerMinute: 0,
      routing: {
        mode: 'proxy',
        targets: {
          identity: 'http://127.0.0.1:9',
          submission: 'http://127.0.0.1:9',
          admin: 'http://127.0.0.1:9',
          notification: targets,
        },
      },
    });
    const server = createServer(app.app);
    server.on('upgrade', app.onUpgrade!);
    return { server, url: await listen(server) };
  }

  /** Connects and returns which upstream answered (each instance greets with its name). */
  async function whoAnswers(
    transports: ('polling' | 'websocket')[],
  ): Promise<{ socket: Socket; name: string }> {
    const socket = connect(baseUrl, { path: '/socket.io/', transports, forceNew: true, reconnection: false });
    clients.push(socket);
    const name = await new Promise<string>((resolve, reject) => {
      socket.once('hello', resolve);
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
    return { socket, name };
  }

  beforeAll(async () => {
    for (const name of ['n1', 'n2']) {
      const server = createServer();
      const io = new SocketServer(server, { path: '/socket.io/' });
      io.on('connection', (socket) => {
        socket.emit('hello', name);
        socket.on('echo', (value: unknown, ack: (v: unknown) => void) => ack({ name, value }));
      });
      upstreams.push({ name, server, io, url: await listen(server) });
    }
    ({ server: gateway, url: baseUrl } = await startGateway(upstreams.map((u) => u.url)));
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await new Promise((resolve) => setTimeout(resolve, 300)); // polling clients post their close packet
    for (const upstream of upstreams) upstream.io.close();
    for (const server of [gateway, ...upstreams.map((u) => u.server)]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('balances long-polling sessions over both instances and keeps every request of a session on its instance', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => whoAnswers(['polling'])));
    expect(sessions.filter((s) => s.name === 'n1')).toHaveLength(3);
    // Each echo is a separate HTTP request carrying the sid: a wrong instance would answer "Session ID unknown".
    for (const { socket, name } of sessions)
      for (let i = 0; i < 3; i++)
        await expect(socket.timeout(3_000).emitWithAck('echo', i)).resolves.toEqual({ name, value: i });
  });

  it('upgrades a polling session to WebSocket on the same instance, and balances WebSocket-only sessions', async () => {
    const { socket, name } = await whoAnswers(['polling', 'websocket']);
    if (socket.io.engine.transport.name !== 'websocket')
      await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
    expect(socket.io.engine.transport.name).toBe('websocket');
    await expect(socket.timeout(3_000).emitWithAck('echo', 'after upgrade')).resolves.toEqual({
      name,
      value: 'after upgrade',
    });
    const ws = await Promise.all(Array.from({ length: 4 }, () => whoAnswers(['websocket'])));
    expect(new Set(ws.map((s) => s.name))).toEqual(new Set(['n1', 'n2']));
  });

  it('sets the io_node cookie on the handshake, which pins the session for a gateway that never saw it', async () => {
    const handshake = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
    const cookie = handshake.headers.get('set-cookie') ?? '';
    const [, node] = /io_node=([0-9a-f]+)/.exec(cookie) ?? [];
    expect(upstreams.map((u) => nodeId(u.url))).toContain(node);
    expect(cookie).toMatch(/Path=\/socket\.io\/; HttpOnly; SameSite=Lax/);
    const sid = (JSON.parse((await handshake.text()).slice(1)) as { sid: string }).sid;

    // A second gateway (a restart, or another replica): only the cookie knows where the session lives.
    const other = await startGateway(upstreams.map((u) => u.url));
    try {
      const send = (headers: Record<string, string>, packet: string) =>
        fetch(`${other.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', ...headers },
          body: packet,
        });
      // Without the cookie it cannot know: of two tries (noop packets) one lands on the wrong instance.
      const guesses = await Promise.all([send({}, '6'), send({}, '6')]);
      expect(guesses.map((g) => g.status).sort()).toEqual([200, 400]);
      const pinned = await send({ cookie: `io_node=${node}` }, '40');
      expect(pinned.status).toBe(200);
      expect(await pinned.text()).toBe('ok');
    } finally {
      other.server.closeAllConnections();
      await new Promise((resolve) => other.server.close(resolve));
    }
  });

  it('sends new sessions to the live instance when the other one is down', async () => {
    const down = upstreams[1]!;
    // Earlier sessions leave first (a polling transport closed by the server waits on its client).
    for (const client of clients.splice(0)) client.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    down.io.close();
    down.server.closeAllConnections();
    await new Promise((resolve) => down.server.close(resolve));
    const attempts: PromiseSettledResult<{ name: string }>[] = [];
    for (let i = 0; i < 6; i++) attempts.push((await Promise.allSettled([whoAnswers(['polling'])]))[0]!);
    const answered = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value.name] : []));
    // The first attempt that meets the dead instance fails (the client would retry); the rest go to n1.
    expect(attempts.filter((a) => a.status === 'rejected').length).toBeLessThanOrEqual(1);
    expect(new Set(answered)).toEqual(new Set(['n1']));
  });
});
