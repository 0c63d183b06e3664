import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import request from 'supertest';
import type { ServiceInstance } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createGatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { PUBLIC_RATE_LIMIT_MESSAGE } from '../src/middleware/public-rate-limit';

const logger = createLogger('public-rate-limit-test', { level: 'silent' });
const runtime = { googleClientId: null, mainAdminEmail: 'admin@example.org', publisherName: 'Test Press' };

/** Stands in for the publishing service's public paths (the gateway's limit is what is tested). */
function publishingStandIn(): ServiceInstance {
  const router = Router();
  router.get('/oai', (_req, res) => void res.type('text/xml').send('<OAI-PMH/>'));
  router.get('/sitemap.xml', (_req, res) => void res.type('text/xml').send('<urlset/>'));
  router.get('/articles/:id', (_req, res) => void res.type('html').send('<h1>Article</h1>'));
  router.get('/journals/:id/feed.atom', (_req, res) => void res.type('application/atom+xml').send('<feed/>'));
  router.get('/api/articles', (_req, res) => void res.json({ success: true }));
  return {
    name: 'publishing',
    publicRouter: router,
    start: async () => {},
    stop: async () => {},
    ready: async () => {},
  };
}

/** Issue 26, item 9: `/oai`, `/articles/{id}`, `/sitemap.xml` took 1,950 requests from one address without a 429. */
describe('gateway: per-address limit on the public pages', () => {
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'spa-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>SPA shell</title>');
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'assets', 'app-123.js'), 'console.log("app")');
  });

  const gateway = (publicRateLimitPerMinute?: number) =>
    createGatewayApp({
      logger,
      staticDir,
      runtime,
      rateLimitPerMinute: 0,
      publicRateLimitPerMinute,
      trustProxy: 'loopback',
      routing: { mode: 'in-process', instances: [publishingStandIn()] },
    }).app;

  it('answers 429 with Retry-After once an address is past the limit, over all public pages together', async () => {
    const app = gateway(5);
    const from = (p: string) => request(app).get(p).set('X-Forwarded-For', '203.0.113.7');
    for (const p of [
      '/oai?verb=Identify',
      '/articles/abc',
      '/sitemap.xml',
      '/journals/applied-science/feed.atom',
      '/submit',
    ])
      expect((await from(p)).status).toBe(200);
    for (const p of [
      '/oai?verb=Identify',
      '/articles/abc',
      '/sitemap.xml',
      '/journals/x/feed.atom',
      '/about',
    ]) {
      const limited = await from(p);
      expect(limited.status).toBe(429);
      expect(limited.text).toBe(PUBLIC_RATE_LIMIT_MESSAGE);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers['ratelimit-policy']).toMatch(/q=5/);
    }
    // Another address is counted apart.
    expect((await request(app).get('/oai').set('X-Forwarded-For', '198.51.100.9')).status).toBe(200);
  });

  it('leaves the API (its own limit), the hashed assets and the health check out of the count', async () => {
    const app = gateway(2);
    const from = (p: string) => request(app).get(p).set('X-Forwarded-For', '203.0.113.8');
    for (let i = 0; i < 5; i++) {
      expect((await from('/api/articles')).status).toBe(200);
      expect((await from('/assets/app-123.js')).status).toBe(200);
      expect((await from('/api/health')).status).toBe(200);
    }
    expect((await from('/articles/abc')).status).toBe(200);
    expect((await from('/articles/abc')).status).toBe(200);
    expect((await from('/articles/abc')).status).toBe(429);
  });

  it('0 or unset turns it off', async () => {
    for (const app of [gateway(0), gateway(undefined)])
      for (let i = 0; i < 30; i++) expect((await request(app).get('/oai')).status).toBe(200);
  });

  it('is on by default at 600 a minute, and configurable', () => {
    const env = { DATA_DIR: '/tmp/journal-config-test' };
    expect(loadGatewayConfig(env).PUBLIC_RATE_LIMIT_PER_MINUTE).toBe(600);
    expect(
      loadGatewayConfig({ ...env, PUBLIC_RATE_LIMIT_PER_MINUTE: '30' }).PUBLIC_RATE_LIMIT_PER_MINUTE,
    ).toBe(30);
    expect(() => loadGatewayConfig({ ...env, PUBLIC_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow();
  });
});
