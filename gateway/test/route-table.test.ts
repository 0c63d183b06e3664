import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTokenSigner, createTokenVerifier } from '@journal/auth';
import { covers, RouteOverlapError, type RouteEntry } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { createGatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { composeServices, type ComposedServices } from '../src/embedded/compose-services';
import { migrateAll } from '../src/embedded/migrate-all';
import { SERVICES } from '../src/services';
import { listedRoutes, listing } from './support/listed-routes';

const logger = createLogger('route-table-test', { level: 'silent' });
const runtime = { googleClientId: null, mainAdminEmail: 'admin@example.org', publisherName: 'Test Press' };

describeWith(['postgres'], 'every route a service answers is in its route table (ADR 0038)', () => {
  let db: TestDatabase;
  let services: ComposedServices;

  beforeAll(async () => {
    db = await createTestDatabase({ prefix: 'routetable' });
    await migrateAll(db.url, logger);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'journal-route-table-'));
    const config = loadGatewayConfig({ DATA_DIR: dataDir, DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
    services = await composeServices({
      config,
      pool: db.pool,
      logger,
      admin: { email: 'chief@journal.test', password: 'admin-password-for-routes', source: 'test' },
      internalToken: 'route-table-internal-token-0123456789abcdef',
    });
  }, 60_000);

  afterAll(async () => {
    await services?.close();
    await db?.drop();
  });

  const routes = (name: string) =>
    listedRoutes(listing(services.instances.find((instance) => instance.name === name)!.publicRouter));

  it.each(SERVICES.map((service) => [service.name, service] as const))(
    '%s: each route and method is owned by an entry of its table',
    (name, service) => {
      const found = routes(name);
      expect(found.length).toBeGreaterThan(0);
      const unowned = found.flatMap(({ path: routePath, methods }) =>
        methods
          .filter(
            (method) =>
              !service.routes.some(
                (entry: RouteEntry) => covers(entry, routePath) && entry.methods.some((m) => m === method),
              ),
          )
          .map((method) => `${method} ${routePath}`),
      );
      expect(unowned).toEqual([]);
    },
  );

  it.each(SERVICES.map((service) => [service.name, service] as const))(
    '%s: each entry and method of its table is answered by one of its routes',
    (name, service) => {
      const found = routes(name);
      const stale = service.routes
        .filter((entry: RouteEntry) => entry.via !== 'socket.io')
        .flatMap((entry: RouteEntry) =>
          entry.methods
            .filter(
              (method) => !found.some((route) => covers(entry, route.path) && route.methods.includes(method)),
            )
            .map((method) => `${method} ${entry.path ?? `${entry.prefix}/*`}`),
        );
      expect(stale).toEqual([]);
    },
  );
});

describe('the gateway refuses overlapping route tables', () => {
  it('does not start, naming both services and both patterns', () => {
    const start = () =>
      createGatewayApp({
        logger,
        staticDir: os.tmpdir(),
        runtime,
        rateLimitPerMinute: 0,
        routing: { mode: 'in-process', instances: [] },
        services: [
          { name: 'journals', routes: [{ prefix: '/api/admin/journals/:slug', methods: ['PUT'] }] },
          { name: 'publishing', routes: [{ prefix: '/api/admin/journals/:slug/issues', methods: ['GET'] }] },
        ],
      });
    expect(start).toThrow(RouteOverlapError);
    expect(start).toThrow(
      /journals owns \/api\/admin\/journals\/:slug\/\* \(prefix\).*publishing owns \/api\/admin\/journals\/:slug\/issues\/\* \(prefix\)/,
    );
  });

  it('starts with the site services, whose tables are disjoint', () => {
    expect(() =>
      createGatewayApp({
        logger,
        staticDir: os.tmpdir(),
        runtime,
        rateLimitPerMinute: 0,
        routing: { mode: 'in-process', instances: [] },
      }),
    ).not.toThrow();
  });
});

describe('GET /api/platform/routes', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signer = createTokenSigner(privateKey);
  const verifier = createTokenVerifier([publicKey]);
  const { app } = createGatewayApp({
    logger,
    staticDir: os.tmpdir(),
    runtime,
    rateLimitPerMinute: 0,
    routing: { mode: 'in-process', instances: [] },
    verifier: () => verifier,
  });
  const token = (role: 'admin' | 'author') =>
    signer.sign({ sub: '5b0e6a0e-2a4c-4a6e-9c1e-7d3f4f1a2b3c', email: `${role}@journal.test`, role });

  it('is for the administrator only: 401 without a token, 403 for an author or editor', async () => {
    expect((await request(app).get('/api/platform/routes')).status).toBe(401);
    const author = await request(app)
      .get('/api/platform/routes')
      .set('Authorization', `Bearer ${token('author')}`);
    expect(author.status).toBe(403);
    expect(author.body).toMatchObject({ success: false, message: 'Administrator access required' });
  });

  it('lists every row of every table: service, pattern, match and methods', async () => {
    const res = await request(app)
      .get('/api/platform/routes')
      .set('Authorization', `Bearer ${token('admin')}`);
    expect(res.status).toBe(200);
    const rows = res.body.data as { service: string; pattern: string; match: string; methods: string[] }[];
    expect(rows).toHaveLength(SERVICES.reduce((n, service) => n + service.routes.length, 0));
    expect(rows).toContainEqual({
      service: 'submission',
      pattern: '/api/admin/submissions/:id/status',
      match: 'exact',
      methods: ['PUT'],
    });
    expect(rows).toContainEqual({
      service: 'notification',
      pattern: '/socket.io',
      match: 'prefix',
      methods: ['GET', 'POST'],
      via: 'socket.io',
    });
  });
});
