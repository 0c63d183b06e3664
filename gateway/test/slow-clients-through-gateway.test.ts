import { connect } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import {
  createTestDatabase,
  describeWith,
  registerAuthor,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

const LIMIT = 4;
const STALL_MS = 1_500;

/** Opens a raw connection, writes `text`, then sends nothing more; resolves with what came back and when. */
function stallAfter(site: RunningSite, text: string): Promise<{ answer: string; afterMs: number }> {
  const { hostname, port } = new URL(site.baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(text));
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
  });
}

const connectOnce = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(`error: ${err.message}`));
  });

/**
 * Resources held by slow or anonymous clients, over real sockets through the gateway of the whole site
 * (embedded, real Postgres), with the limits set short: anonymous Engine.IO handshakes per address, idle
 * sessions that never authenticate, and request headers, JSON bodies and uploads that stop arriving.
 */
describeWith('postgres', 'slow and anonymous clients through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  const sockets: Socket[] = [];
  let token = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: {
        SOCKET_ANONYMOUS_HANDSHAKES_PER_MINUTE: String(LIMIT),
        SOCKET_AUTH_TIMEOUT_MS: '1000',
        HTTP_HEADERS_TIMEOUT_MS: String(STALL_MS),
        HTTP_JSON_BODY_TIMEOUT_MS: String(STALL_MS),
        UPLOAD_IDLE_TIMEOUT_MS: String(STALL_MS),
      },
    });
    token = await registerAuthor(site, {
      email: 'sockets@example.org',
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: 'a long enough password',
    });
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await site?.stop();
    await db?.drop();
  });

  it('closes an Engine.IO session that never authenticates within the auth timeout', async () => {
    const started = Date.now();
    const open = await fetch(`${site.baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(open.status).toBe(200);
    const sid = /"sid":"([^"]+)"/.exec(await open.text())![1]!;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // The server closed it: the next poll gets the close packet ("1"), the one after that an unknown session.
    const poll = async () => fetch(`${site.baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
    const last = await poll();
    expect((await last.text()).split('\x1e')).toContain('1');
    // Closed by the 1 s auth timeout, not by Socket.IO's own 20 s default (the long poll would wait for it).
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await poll()).status).toBe(400);
  });

  it(`answers 429 beyond ${LIMIT} anonymous handshakes a minute from one address; a valid token still connects`, async () => {
    // The previous test used one handshake of the minute.
    const results: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const socket = io(site.baseUrl, { transports: ['websocket'], reconnection: false, auth: {} });
      sockets.push(socket);
      results.push(await connectOnce(socket));
    }
    // The first ones reach Socket.IO and are refused there (no token); the later ones are not let in at all.
    expect(results.slice(0, LIMIT - 1).every((r) => r === 'error: unauthorized')).toBe(true);
    expect(results[LIMIT - 1]).toBe('error: websocket error');
    const polling = await fetch(`${site.baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(429);
    expect(Number(polling.headers.get('retry-after'))).toBeGreaterThan(0);

    const signedIn = io(site.baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
      query: { token },
    });
    sockets.push(signedIn);
    expect(await connectOnce(signedIn)).toBe('connected');
  });

  it('answers 408 to request headers that stop arriving', async () => {
    const { answer, afterMs } = await stallAfter(site, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toContain('408');
    expect(afterMs).toBeLessThan(STALL_MS + 3_000);
  });

  it('answers 408 to a JSON body that stops arriving, and closes the connection', async () => {
    const { answer, afterMs } = await stallAfter(
      site,
      'POST /api/registration/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(STALL_MS + 3_000);
  });

  it('answers 408 to an upload that stops sending bytes, and closes the connection', async () => {
    const boundary = 'stall';
    const { answer, afterMs } = await stallAfter(
      site,
      `POST /api/registration/submit-paper HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="paperTitle"\r\n\r\nA title`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(STALL_MS + 3_000);
  });
});
