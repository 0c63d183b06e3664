import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import request from 'supertest';
import { startGated, type ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { Router } from 'express';
import { createGatewayApp } from '../src/app';
import { inProcessReadiness, upstreamReadiness } from '../src/routes/readiness';

const logger = createLogger('readiness-test', { level: 'silent' });
const runtime = { googleClientId: null, mainAdminEmail: 'admin@example.org', publisherName: 'Test Press' };
const servers: Server[] = [];

/** An upstream whose `/readyz` answers what `answer` says at the time of the call. */
async function upstream(answer: () => 'ready' | 'unavailable' | 'hang'): Promise<string> {
  const server = createServer((req, res) => {
    if (req.url !== '/readyz') return void res.writeHead(404).end();
    const now = answer();
    if (now === 'hang') return; // never answers
    res.writeHead(now === 'ready' ? 200 : 503, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        now === 'ready'
          ? { status: 'ready', failing: [] }
          : { status: 'unavailable', failing: [{ service: 'identity', error: 'not started yet' }] },
      ),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function instance(name: string, ready: () => Promise<void> = async () => {}): ServiceInstance {
  return { name, publicRouter: Router(), start: async () => {}, stop: async () => {}, ready };
}

describe('/api/health in proxy mode: every service has a ready instance', () => {
  it('is 503 naming what is not ready, 200 in the SPA shape once all are, and /api/health/live 200 throughout', async () => {
    let identity: 'ready' | 'unavailable' = 'unavailable';
    const up = await upstream(() => 'ready');
    const targets = {
      identity: await upstream(() => identity),
      submission: up,
      admin: up,
      // One of two notification instances gone: the balancer routes around it, so still ready.
      notification: [up, 'http://127.0.0.1:1'],
    };
    const { app } = createGatewayApp({
      logger,
      staticDir: os.tmpdir(),
      runtime,
      rateLimitPerMinute: 0,
      routing: { mode: 'proxy', targets },
    });

    const notReady = await request(app).get('/api/health');
    expect(notReady.status).toBe(503);
    expect(notReady.headers['cache-control']).toBe('no-store');
    expect(notReady.body).toMatchObject({
      success: false,
      status: 'unavailable',
      error: 'Not ready: identity (not started yet)',
      failing: [{ service: 'identity', error: 'not started yet' }],
    });
    expect((await request(app).get('/api/health/live')).body).toMatchObject({ success: true, status: 'ok' });

    identity = 'ready';
    const ready = await request(app).get('/api/health');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, status: 'ok', time: expect.any(String) });
  });

  it('counts an upstream that does not answer within the timeout, or not at all, as not ready', async () => {
    const up = await upstream(() => 'ready');
    const check = upstreamReadiness(
      {
        identity: up,
        submission: await upstream(() => 'hang'),
        admin: up,
        notification: ['http://127.0.0.1:1'],
        publishing: up,
      },
      300,
    );
    const failing = await check();
    expect(failing.map(({ service, error }) => ({ service, error }))).toEqual([
      { service: 'submission', error: '/readyz does not answer' },
      { service: 'notification', error: '/readyz does not answer' },
    ]);
    expect(failing[0]!.detail).toMatch(/\/readyz: /); // for the log: which address, what failed
  });
});

describe('/api/health in process', () => {
  it('waits for each instance to have started as well as to be ready, and bounds a hanging ready()', async () => {
    const started = new Set<string>();
    const instances = [instance('identity'), instance('admin', () => new Promise<void>(() => {}))];
    const check = inProcessReadiness(instances, (i) => started.has(i.name), 200);
    expect(await check()).toEqual([
      { service: 'identity', error: 'not started yet' },
      { service: 'admin', error: 'no answer within 200 ms' },
    ]);
    started.add('identity');
    expect(await check()).toEqual([{ service: 'admin', error: 'no answer within 200 ms' }]);
  });

  it('answers a dependency failure without its message (public route), which goes to the log', async () => {
    const down = instance('identity', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
    });
    const { app } = createGatewayApp({
      logger,
      staticDir: os.tmpdir(),
      runtime,
      rateLimitPerMinute: 0,
      routing: { mode: 'in-process', instances: [down] },
    });
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.failing).toEqual([{ service: 'identity', error: 'a dependency does not answer' }]);
    expect(JSON.stringify(res.body)).not.toContain('10.0.0.5');
    expect(await inProcessReadiness([down])()).toEqual([
      {
        service: 'identity',
        error: 'a dependency does not answer',
        detail: 'connect ECONNREFUSED 10.0.0.5:5432',
      },
    ]);
  });

  it('standalone services: /readyz is not ready before start() has finished (startGated)', async () => {
    let finish: () => void = () => {};
    const gated = startGated({
      ...instance('identity'),
      start: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    const starting = gated.start();
    await expect(gated.ready()).rejects.toThrow('not started yet');
    finish();
    await starting;
    await expect(gated.ready()).resolves.toBeUndefined();
  });
});
