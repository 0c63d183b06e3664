import { createServer, get as httpGet, type Server } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express, { Router } from 'express';
import { Server as SocketServer } from 'socket.io';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import type { ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createGatewayApp } from '../src/app';
import { ownerOf, type ServiceTargets } from '../src/routes/proxy.routes';

const logger = createLogger('gateway-test', { level: 'silent' });
const runtime = { googleClientId: null, mainAdminEmail: 'admin@example.org', publisherName: 'Test Press' };

function fakeInstance(name: string, router: Router): ServiceInstance {
  return { name, publicRouter: router, start: async () => {}, stop: async () => {}, ready: async () => {} };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let staticDir: string;

/** The gateway in proxy mode in front of the given upstreams, rate limit off. */
function proxyGateway(targets: ServiceTargets, upstreamMaxSockets?: number) {
  return createGatewayApp({
    logger,
    staticDir,
    runtime,
    rateLimitPerMinute: 0,
    routing: { mode: 'proxy', targets, upstreamMaxSockets },
  });
}

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'spa-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>SPA shell</title>');
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'assets', 'app-123.js'), 'console.log("app")');
  await writeFile(path.join(staticDir, 'assets', 'app-123.js.gz'), gzipSync('console.log("app")'));
});

describe('gateway routing table', () => {
  it.each([
    ['/api/registration/submit-paper', 'submission'],
    ['/api/registration/submissions/4f0c/metadata', 'submission'],
    ['/api/registration/submissions/4f0c/withdraw', 'submission'],
    ['/api/registration/login', 'identity'],
    ['/api/users/profile', 'identity'],
    ['/api/admin-auth/login', 'identity'],
    ['/api/admin/submissions', 'admin'],
    // Issue 26: the editors' anonymous version is an upload, owned by submission; the detail stays admin's.
    ['/api/admin/submissions/4f0c/anonymous-version', 'submission'],
    ['/api/admin/submissions/4f0c', 'admin'],
    // ADR 0038: a path no table lists has no owner (the gateway's JSON 404, as its old owner answered).
    ['/api/admin/submissions/4f0c/anonymous-version/extra', undefined],
    ['/api/administrator', undefined],
    ['/api/submissions/1', undefined], // no service serves this prefix
    ['/socket.io/', 'notification'],
    ['/journals', undefined],
    // Issue 13: the publishing service's public paths, ahead of the SPA fallback.
    ['/api/articles', 'publishing'],
    ['/api/articles/4f0c/citation', 'publishing'],
    ['/articles/4f0c', 'publishing'],
    ['/journals/education/feed.atom', 'publishing'],
    ['/journals/education/issues/3/2/feed.atom', 'publishing'], // issue 30: an issue's feed
    ['/journals/education/issues/3/2/other.atom', undefined],
    ['/journals/education', undefined],
    ['/sitemap.xml', 'publishing'],
    ['/sitemaps/articles-1.xml', 'publishing'],
    ['/robots.txt', 'publishing'],
    ['/oai', 'publishing'],
    ['/articles', undefined],
    // Issue 28: journals, catalogues and site pages, and their administration, ahead of the admin prefix.
    ['/api/journals', 'journals'],
    ['/api/journals/education/board', 'journals'],
    ['/api/admin/journals/education/cover', 'journals'],
    ['/api/catalogue/books', 'journals'],
    ['/api/admin/catalogue/books/3', 'journals'],
    ['/api/admin/sample-content', 'journals'],
    ['/api/admin/sample-content/remove', 'journals'],
    ['/api/pages/terms', 'journals'],
    ['/api/admin/pages/terms', 'journals'],
    ['/api/journalsx', undefined],
    ['/api/admin/journalsx', undefined],
    // Issue 31: production and proofs belong to publishing, ahead of the admin and submission prefixes.
    ['/api/admin/submissions/4f0c/production', 'publishing'],
    ['/api/admin/submissions/4f0c/production/preview', 'publishing'],
    ['/api/admin/submissions/4f0c/production/other', undefined],
    ['/api/registration/submissions/4f0c/proof', 'publishing'],
    ['/api/registration/submissions/4f0c/proofs', undefined],
    // Issue 29, item 9: a journal's mail templates, ahead of the journals service's /api/admin/journals.
    ['/api/admin/journals/education/mail-templates', 'notification'],
    ['/api/admin/journals/education/mail-templates/status-change/preview', 'notification'],
    ['/api/admin/journals/education/mail-templatesx', undefined],
    // Issue 29: a journal's reviewer pool; issue 30: its issues and a paper's placement.
    ['/api/admin/journals/education/reviewers', 'review'],
    ['/api/admin/journals/education/issues/4/publish', 'publishing'],
    ['/api/journals/education/issues', 'publishing'],
    ['/api/admin/submissions/4f0c/placement', 'publishing'],
    ['/api/admin/submissions/4f0c/status', 'submission'],
    ['/api/admin/submissions/4f0c/reviewers/9a1b', 'review'],
    ['/api/admin/submissions/export.csv', 'admin'],
    ['/api/registration/logout', 'identity'],
    ['/socket.io', 'notification'],
    // ADR 0040: usage counts, the most read and SUSHI belong to statistics.
    ['/api/articles/most-read', 'statistics'],
    ['/api/articles/4f0c/usage', 'statistics'],
    ['/api/sushi/r51/reports/pr', 'statistics'],
    ['/api/sushi', 'statistics'],
    ['/api/sushix', undefined],
    ['/api/admin/sushi/customers', 'statistics'],
  ])('%s -> %s', (pathname, owner) => {
    expect(ownerOf(pathname)).toBe(owner);
  });
});

describe('gateway in-process mode', () => {
  const identity = Router();
  identity.post('/api/registration/login', (req, res) => {
    res.json({ success: true, echoed: req.body.email });
  });
  const { app } = createGatewayApp({
    logger,
    staticDir: os.tmpdir(),
    runtime,
    rateLimitPerMinute: 0,
    routing: { mode: 'in-process', instances: [fakeInstance('identity', identity)] },
  });

  it('routes API calls to the mounted service with parsed JSON', async () => {
    const res = await request(app).post('/api/registration/login').send({ email: 'a@b.org' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, echoed: 'a@b.org' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers health and runtime config, with security headers', async () => {
    const health = await request(app).get('/api/health');
    expect(health.body).toMatchObject({ success: true, status: 'ok' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    const config = await request(app).get('/api/config');
    expect(config.body).toEqual({ success: true, data: runtime });
  });

  it('returns JSON 404 for unknown API paths and never exposes internal routes', async () => {
    const res = await request(app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'No API route for GET /api/nope' });
    expect((await request(app).get('/internal/users/1')).status).toBe(404);
  });

  it('rejects malformed and oversized JSON with a clear message', async () => {
    const bad = await request(app)
      .post('/api/registration/login')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body is not valid JSON');
    const big = await request(app)
      .post('/api/registration/login')
      .send({ email: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
  });
});

describe('gateway SPA fallback', () => {
  it('serves index.html for client-side routes and not for API paths', async () => {
    const { app } = createGatewayApp({
      logger,
      staticDir,
      runtime,
      rateLimitPerMinute: 0,
      routing: { mode: 'in-process', instances: [] },
    });
    for (const route of ['/', '/journals/civil-engineering', '/admin']) {
      const res = await request(app).get(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('SPA shell');
    }
    expect((await request(app).get('/api/unknown')).status).toBe(404);
    // Metrics are served on METRICS_PORT only: the public origin has no /metrics, not even the SPA shell.
    for (const path of ['/metrics', '/metrics/', '/metrics?x=1']) {
      const metrics = await request(app).get(path);
      expect(metrics.status).toBe(404);
      expect(metrics.text).not.toContain('SPA shell');
    }
    // Raw request: HTTP clients in tests would decompress transparently and hide what was sent.
    const server = createServer(app);
    const base = await listen(server);
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}/assets/app-123.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    server.close();
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['content-type']).toContain('javascript');
    expect(raw.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(raw.body).toString()).toBe('console.log("app")');
    const plain = await request(app).get('/assets/app-123.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("app")');
    const asset = await request(app).get('/assets/missing-chunk.js');
    expect(asset.status).toBe(404);
    expect(asset.body).toMatchObject({ success: false, message: 'Not found' });
  });
});

describe('gateway rate limit', () => {
  it('answers 429 with the JSON error shape past the per-minute ceiling', async () => {
    const { app } = createGatewayApp({
      logger,
      staticDir,
      runtime,
      rateLimitPerMinute: 3,
      routing: { mode: 'in-process', instances: [] },
    });
    for (let i = 0; i < 3; i += 1) expect((await request(app).get('/api/users/profile')).status).toBe(404);
    expect((await request(app).get('/api/health')).status).toBe(200); // probes are never limited
    const limited = await request(app).get('/api/users/profile');
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
  });
});

describe('gateway proxy mode', () => {
  const upstreams: Server[] = [];
  let gatewayServer: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const make = async (name: string, setup?: (app: express.Express, server: Server) => void) => {
      const app = express();
      app.use(express.json());
      app.all(/.*/, (req, res) => {
        if (req.headers['content-type']?.startsWith('multipart/')) {
          let bytes = 0;
          req.on('data', (chunk: Buffer) => (bytes += chunk.length));
          req.on('end', () => res.json({ service: name, path: req.path, bytes }));
          return;
        }
        res.json({ service: name, path: req.path, body: req.body, requestId: req.headers['x-request-id'] });
      });
      const server = createServer(app);
      setup?.(app, server);
      upstreams.push(server);
      return listen(server);
    };
    const targets = {
      identity: await make('identity'),
      submission: await make('submission'),
      admin: await make('admin'),
      notification: await make('notification', (_app, server) => {
        const io = new SocketServer(server, { path: '/socket.io/' });
        io.on('connection', (socket) => socket.emit('hello', socket.handshake.auth));
      }),
      publishing: await make('publishing'),
    };
    const gateway = proxyGateway(targets);
    gatewayServer = createServer(gateway.app);
    gatewayServer.on('upgrade', gateway.onUpgrade!);
    baseUrl = await listen(gatewayServer);
  });

  afterAll(async () => {
    for (const server of [gatewayServer, ...upstreams]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('forwards each path to its owner with the body and the request id', async () => {
    const login = await request(baseUrl)
      .post('/api/registration/login')
      .set('x-request-id', 'req-123')
      .send({ email: 'a@b.org' });
    expect(login.body).toEqual({
      service: 'identity',
      path: '/api/registration/login',
      body: { email: 'a@b.org' },
      requestId: 'req-123',
    });
    expect((await request(baseUrl).get('/api/admin/submissions')).body.service).toBe('admin');
    expect((await request(baseUrl).get('/api/users/profile')).body.service).toBe('identity');
  });

  it('forwards article pages, sitemap, robots.txt, feeds and OAI-PMH to publishing, before the SPA', async () => {
    for (const path of [
      '/articles/4f0c',
      '/api/articles?q=dna',
      '/sitemap.xml',
      '/robots.txt',
      '/oai?verb=Identify',
    ])
      expect((await request(baseUrl).get(path)).body.service).toBe('publishing');
    expect((await request(baseUrl).get('/journals/education/feed.atom')).body.service).toBe('publishing');
    expect((await request(baseUrl).get('/journals/education')).text).toContain('SPA shell');
  });

  it("forwards a journal's mail templates to notification over plain HTTP, no socket cookie", async () => {
    const res = await request(baseUrl)
      .put('/api/admin/journals/education/mail-templates/status-change')
      .send({ subject: 's', body: 'b' });
    expect(res.body).toMatchObject({
      service: 'notification',
      path: '/api/admin/journals/education/mail-templates/status-change',
      body: { subject: 's', body: 'b' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('streams multipart uploads through unparsed', async () => {
    const payload = Buffer.alloc(3 * 1024 * 1024, 7);
    const res = await request(baseUrl)
      .post('/api/registration/submit-paper')
      .attach('paperFile', payload, 'paper.txt');
    expect(res.body.service).toBe('submission');
    expect(res.body.bytes).toBeGreaterThan(payload.length);
  });

  it('proxies Socket.IO websocket upgrades to the notification service', async () => {
    const socket = connect(baseUrl, {
      path: '/socket.io/',
      transports: ['websocket'],
      auth: { token: 't-1' },
    });
    try {
      const hello = await new Promise((resolve, reject) => {
        socket.once('hello', resolve);
        socket.once('connect_error', reject);
      });
      expect(hello).toEqual({ token: 't-1' });
    } finally {
      socket.close();
    }
  });

  it('answers 503 JSON when a service is down', async () => {
    const nowhere = 'http://127.0.0.1:9';
    const down = proxyGateway({
      identity: nowhere,
      submission: nowhere,
      admin: nowhere,
      notification: nowhere,
    });
    const res = await request(down.app).get('/api/admin/submissions');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      message: 'Service temporarily unavailable. Please try again.',
    });
  });
});

describe('gateway proxy mode with every upstream connection busy', () => {
  const servers: Server[] = [];
  const seen: { requestId: unknown; body: unknown }[] = [];
  let baseUrl: string;

  beforeAll(async () => {
    // A slow upstream behind one connection: every other request waits in the agent's queue while its
    // body already streams, the case where the proxy's headers used to be set too late and killed the process.
    const upstream = express();
    upstream.use(express.json());
    upstream.all(/.*/, (req, res) => {
      seen.push({ requestId: req.headers['x-request-id'], body: req.body });
      setTimeout(() => res.json({ ok: true }), 30);
    });
    const upstreamServer = createServer(upstream);
    servers.push(upstreamServer);
    const target = await listen(upstreamServer);
    const gateway = proxyGateway(
      { identity: target, submission: target, admin: target, notification: target },
      1,
    );
    const gatewayServer = createServer(gateway.app);
    servers.push(gatewayServer);
    baseUrl = await listen(gatewayServer);
  });

  afterAll(async () => {
    for (const server of servers.reverse()) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('queues PUTs with bodies and forwards each with its request id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${baseUrl}/api/admin/submissions/s${i}/status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-request-id': `queued-${i}` },
          body: JSON.stringify({ status: 'accepted', n: i }),
        }).then((res) => res.status),
      ),
    );
    expect(answers).toEqual(Array(8).fill(200));
    expect(seen.map((s) => s.requestId).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `queued-${i}`).sort(),
    );
    expect(seen.map((s) => (s.body as { n: number }).n).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
