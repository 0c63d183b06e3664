import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { freePort } from '@journal/db';
import { upstreamHealthRoutes } from '../../src/routes/proxy.routes';

describe('proxy gateway probes', () => {
  const servers: Server[] = [];
  let up: string[];
  let down: string;

  beforeAll(async () => {
    up = [];
    for (let i = 0; i < 4; i++) {
      const server = createServer((req, res) => {
        res.statusCode = req.url === '/healthz' ? 200 : 404;
        res.end('{}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      up.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
    down = `http://127.0.0.1:${await freePort()}`;
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  const app = (targets: Parameters<typeof upstreamHealthRoutes>[0]) =>
    express().use(upstreamHealthRoutes(targets, 1_000));

  it('answers /healthz without asking anyone', async () => {
    const res = await request(
      app({ identity: down, submission: down, admin: down, notification: [down] }),
    ).get('/healthz');
    expect(res.status).toBe(200);
  });

  it('is ready when every service answers, and degraded but ready with one notification instance down', async () => {
    const [identity, submission, admin, notification] = up as [string, string, string, string];
    const all = await request(
      app({ identity, submission, admin, notification: [notification, notification] }),
    ).get('/readyz');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ status: 'ready', failing: [], degraded: [] });

    const oneDown = await request(
      app({ identity, submission, admin, notification: [notification, down] }),
    ).get('/readyz');
    expect(oneDown.status).toBe(200);
    expect(oneDown.body.degraded).toEqual([{ service: 'notification', down: 1 }]);
  });

  it('is not ready when a service has no instance that answers', async () => {
    const [identity, , admin] = up as [string, string, string];
    const res = await request(app({ identity, submission: down, admin, notification: [down] })).get(
      '/readyz',
    );
    expect(res.status).toBe(503);
    expect(res.body.failing.map((f: { service: string }) => f.service)).toEqual([
      'submission',
      'notification',
    ]);
  });
});
