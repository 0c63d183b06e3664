import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createLogger } from '@journal/logger';
import { createTestDatabase, describeWith, makeTxt, readUntil, type TestDatabase } from '@journal/testing';
import { createGatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { composeServices, type ComposedServices } from '../src/embedded/compose-services';
import { migrateAll } from '../src/embedded/migrate-all';
import { listedRoutes, listing } from './support/listed-routes';

/**
 * Issue 26, item 8, "no 500 from input": every public GET route (found by walking the gateway's routers
 * and checked against the list below, so a new one is not forgotten) gets generated values in every
 * query parameter it reads and in its path parameters: any code point, stray `%`, runs of search
 * operators, dates out of range, tampered resumption tokens, huge numbers. No answer is a 5xx.
 */
const RUNS_PER_ROUTE = Number(process.env.PROPERTY_RUNS_PER_ROUTE ?? 200);
const ADMIN = { email: 'chief@journal.test', password: 'admin-password-for-property' };

/** What a SUSHI report reads (issue 32): the credentials and the report's filters. */
const SUSHI_REPORT_PARAMS = [
  'customer_id',
  'requestor_id',
  'api_key',
  'begin_date',
  'end_date',
  'metric_type',
  'granularity',
  'attributes_to_show',
  'include_parent_details',
];

/** The anonymous GET routes and the query parameters each reads. */
const PUBLIC_ROUTES: Record<string, string[]> = {
  '/api/health': [],
  '/api/health/live': [],
  '/api/config': [],
  '/api/articles': ['q', 'journal', 'year', 'keyword', 'page'],
  '/api/articles/:id': [],
  '/api/articles/:id/citation': ['format'],
  // Issue 42 item 8: a published article's supplementary file.
  '/api/articles/:id/supplementary/:fileId': [],
  '/articles/:id': [],
  '/articles/:id/galley.pdf': [],
  '/sitemap.xml': [],
  '/sitemaps/journals.xml': [],
  '/sitemaps/:file': [],
  '/robots.txt': [],
  '/journals/:journalId/feed.atom': [],
  '/oai': ['verb', 'metadataPrefix', 'identifier', 'from', 'until', 'set', 'resumptionToken'],
  '/api/reviews/:token': [],
  '/api/reviews/:token/file': [],
  // Issue 42: the reviewer's discussions and a co-author's proof, both reached by a link's token.
  '/api/reviews/:token/discussions': [],
  '/api/proofs/:token': [],
  '/spa-loader.js': [],
  // Issue 28: journals, catalogues and site pages (services/journals).
  '/api/journals': [],
  '/api/journals/:slug': [],
  '/api/journals/:slug/board': [],
  '/api/journals/:slug/cover': [],
  '/api/catalogue/:kind': [],
  '/api/pages/:slug': [],
  // Issue 41: the site's pages as a list, and each journal's own pages.
  '/api/pages': [],
  '/api/journals/:slug/pages': [],
  '/api/journals/:slug/pages/:page': [],
  // Issue 42 item 2: a journal's sections.
  '/api/journals/:slug/sections': [],
  // Issue 42 item 8: a journal's submission checklist.
  '/api/journals/:slug/checklist': [],
  // Issue 44 item 5: a journal's public "Our figures" (services/admin), on its manager's switch.
  '/api/journals/:slug/figures': [],
  // Issue 41: the site's settings and its logo (a version in the query changes the address).
  '/api/site': [],
  '/api/site/logo': ['v'],
  // Issue 32: usage counts and SUSHI (services/statistics, ADR 0040).
  '/api/articles/:id/usage': [],
  '/api/articles/most-read': ['journal', 'limit'],
  '/api/sushi/r51/status': [],
  '/api/sushi/r51/members': ['customer_id', 'requestor_id', 'api_key'],
  '/api/sushi/r51/reports': ['customer_id', 'requestor_id', 'api_key'],
  '/api/sushi/r51/reports/pr': SUSHI_REPORT_PARAMS,
  '/api/sushi/r51/reports/tr': SUSHI_REPORT_PARAMS,
  '/api/sushi/r51/reports/ir': SUSHI_REPORT_PARAMS,
  '/api/sushi/r51/reports/pr_p1': SUSHI_REPORT_PARAMS,
  '/api/sushi/r51/reports/tr_j3': SUSHI_REPORT_PARAMS,
  '/api/sushi/r51/reports/ir_a1': SUSHI_REPORT_PARAMS,
  // Issue 30: a journal's issues and an issue's table of contents, as API and server pages.
  '/api/journals/:slug/issues': [],
  '/api/journals/:slug/issues/:volume/:number': [],
  '/api/journals/:slug/issues/:volume/:number/cover': [],
  '/journals/:slug/issues': [],
  '/journals/:slug/issues/:volume/:number': [],
  '/journals/:slug/issues/:volume/:number/feed.atom': [],
  // A journal's LOCKSS/CLOCKSS permission page.
  '/journals/:slug/lockss': [],
  // Issue 31: the full text, its figures and the JATS XML.
  '/api/articles/:id/fulltext': [],
  '/articles/:id/figures/:name': [],
  '/articles/:id/jats.xml': [],
  // Issue 43 item 6: ORCID sends the browser back here (Sign in with ORCID; the state names the author).
  '/api/orcid/callback': ['code', 'state', 'error'],
  // Issue 43 item 6: a co-author's ORCID invitation (the token names it).
  '/api/orcid/invitations/:token': [],
  // The user's guide the gateway serves.
  '/help': [],
  '/help/:page': [],
  '/help/images/:file': [],
};

/** GET routes that need a token: not public, left to the issue 9 property test. */
// The administrator's route table is no public GET either.
const AUTHENTICATED = /^\/(api\/(admin|users|registration|admin-auth|editorial|platform)|internal)(\/|$)/;

const getRoutesOf = (router: unknown): string[] =>
  listedRoutes(listing(router), { patterns: 'skip' })
    .filter(({ methods }) => methods.includes('GET'))
    .map(({ path: routePath }) => routePath);

// --- generators -------------------------------------------------------------------------------------

const NASTY = [
  '\u0000',
  '\r\n',
  '\u0085',
  '\u2028',
  '\u200f',
  '\u202e',
  '%',
  '😀',
  '"',
  "'",
  '\\',
  '(',
  ')',
  '-',
  '!',
  '|',
  '&',
  '<',
  ':*',
  ' ',
  'or',
  '../',
];
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY, 'a', 'helix', '1'), maxLength: 60 }) },
  { weight: 1, arbitrary: fc.nat({ max: 300 }).map((n) => '-'.repeat(n)) },
  { weight: 1, arbitrary: fc.nat({ max: 5_000 }).map((n) => 'x'.repeat(n)) },
);
const day = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.nat({ max: 9_999 }), fc.nat({ max: 99_999 })),
      fc.nat({ max: 13 }),
      fc.nat({ max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.constantFrom(
    '0000-01-01',
    '2026-13-45',
    '2026-02-30',
    '9999-12-31',
    '0001-01-01',
    '2026-01-01T00:00:00Z',
  ),
);
const stamp = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String),
  fc.constantFrom(String(2n ** 63n), String(2n ** 63n - 1n), '-1', '1e30', 'x'),
);
/**
 * A resumption token as the repository writes them (base64url JSON): a valid position with some fields
 * generated or tampered, so the tampering (not a missing field) is what the parser meets.
 */
const resumptionToken = fc
  .oneof(
    fc.record({ metadataPrefix: nastyString }),
    fc.record({ from: fc.oneof(day, nastyString) }),
    fc.record({ until: day }),
    fc.record({ from: day, until: day }),
    fc.record({ set: nastyString }),
    fc.record({ cursor: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER * 4)) }),
    fc.record({ after: fc.record({ stamp, id: fc.uuid() }) }),
    fc.record({ after: fc.record({ stamp: fc.constant('1'), id: nastyString }) }),
    fc.record({ completeListSize: fc.integer() }),
  )
  .map((tampered: Record<string, unknown>) =>
    Buffer.from(
      JSON.stringify({
        metadataPrefix: 'oai_dc',
        cursor: 1,
        after: { stamp: '1767225600000000', id: '00000000-0000-4000-8000-000000000001' },
        completeListSize: 2,
        ...tampered,
      }),
    ).toString('base64url'),
  );

/** A well-formed OAI-PMH request with generated arguments (a random mix rarely gets past the verb check). */
const oaiRequest = fc
  .oneof(
    fc.record(
      {
        verb: fc.constantFrom('ListRecords', 'ListIdentifiers'),
        metadataPrefix: fc.constant('oai_dc'),
        from: day,
        until: day,
        set: fc.oneof(fc.constantFrom('applied-science', 'education'), nastyString),
      },
      { requiredKeys: ['verb', 'metadataPrefix'] },
    ),
    fc.record({ verb: fc.constantFrom('ListRecords', 'ListIdentifiers', 'ListSets'), resumptionToken }),
    fc.record({
      verb: fc.constantFrom('GetRecord', 'ListMetadataFormats'),
      metadataPrefix: fc.constant('oai_dc'),
      identifier: nastyString,
    }),
  )
  .map((args: Record<string, string>) =>
    Object.entries(args)
      .map(([name, value]) => `${name}=${encodeOk(value)}`)
      .join('&'),
  );

const plausible: Record<string, fc.Arbitrary<string>> = {
  q: fc.oneof(fc.constantFrom('helix', '"sodium salt" -dna', 'a or b'), nastyString),
  journal: fc.constantFrom('all', 'applied-science', 'nope'),
  page: fc.oneof(fc.integer().map(String), fc.constantFrom('1', '0', '1e9', '10001', '1.5', 'NaN')),
  format: fc.constantFrom('bibtex', 'ris', 'apa', 'csl', 'BIBTEX', ''),
  verb: fc.constantFrom(
    'Identify',
    'ListRecords',
    'ListIdentifiers',
    'GetRecord',
    'ListSets',
    'ListMetadataFormats',
    'nope',
  ),
  metadataPrefix: fc.constantFrom('oai_dc', 'marc'),
  from: day,
  until: day,
  set: fc.constantFrom('applied-science', 'education', 'x'),
  resumptionToken,
};

/** Raw query or path text: a plausible value, a generated one, or malformed escapes as an attacker types them. */
function valueFor(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: (plausible[name] ?? nastyString).map(encodeOk) },
    { weight: 3, arbitrary: nastyString.map(encodeOk) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%C3%28', '%00', '%0D%0A', '%2e%2e%2f') },
  );
}
const encodeOk = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'));

// --- the test ---------------------------------------------------------------------------------------

describeWith('postgres', 'property: public GET parameters never answer 500 (issue 26)', () => {
  let db: TestDatabase;
  let dataDir: string;
  let services: ComposedServices;
  let server: Server;
  let baseUrl: URL;
  let gatewayRoutes: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const ids: Record<string, string> = {};

  function get(
    target: string,
    init: { method?: string; token?: string; json?: unknown; body?: Buffer; type?: string } = {},
  ) {
    const headers: Record<string, string | number> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) body = Buffer.from(JSON.stringify(init.json));
    if (body) {
      headers['content-type'] = init.type ?? 'application/json';
      headers['content-length'] = body.length;
    }
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: baseUrl.hostname,
          port: baseUrl.port,
          method: init.method ?? 'GET',
          path: target,
          headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase({ prefix: 'property_get' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'journal-property-get-'));
    const logger = createLogger('property-get', { level: 'silent' });
    await migrateAll(db.url, logger);
    const config = loadGatewayConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
    });
    const internalToken = randomBytes(32).toString('hex');
    services = await composeServices({
      config,
      pool: db.pool,
      logger,
      admin: { ...ADMIN, source: 'test' },
      internalToken,
    });
    const gateway = createGatewayApp({
      logger,
      staticDir: path.join(dataDir, 'no-static'),
      rateLimitPerMinute: 0,
      publicRateLimitPerMinute: 0,
      runtime: { googleClientId: null, mainAdminEmail: ADMIN.email, publisherName: 'Test' },
      routing: { mode: 'in-process', instances: services.instances },
    });
    // The gateway's own routes and every service's public router (the gateway hands each request to its
    // owner's router by the route table, so they are not mounted in the gateway's stack).
    gatewayRoutes = [
      ...getRoutesOf(gateway.app.router),
      ...services.instances.flatMap((instance) => getRoutesOf(instance.publicRouter)),
    ];
    server = createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    for (const instance of services.startOrder) await instance.start();

    // A published article (with its galley) so the article routes get past "not found".
    const email = `property.${Date.now()}@example.org`;
    const password = 'correct horse battery staple';
    expect(
      (
        await get('/api/registration/register', {
          method: 'POST',
          json: { email, givenNames: 'Ada', familyName: 'Lovelace', password, termsAccepted: true },
        })
      ).status,
    ).toBe(201);
    const author = (
      JSON.parse(
        (await get('/api/registration/login', { method: 'POST', json: { email, password } })).body,
      ) as { token: string }
    ).token;
    const admin = (
      JSON.parse((await get('/api/admin-auth/login', { method: 'POST', json: ADMIN })).body) as {
        token: string;
      }
    ).token;
    const boundary = '----property-get-7b1d';
    const form = Buffer.concat([
      ...Object.entries({
        userEmail: email,
        journalName: 'Applied Science',
        paperTitle: 'Helical Structures of Sodium Thymonucleate',
      }).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="paperFile"; filename="paper.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      makeTxt(300),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const submitted = await get('/api/registration/submit-paper', {
      method: 'POST',
      token: author,
      body: form,
      type: `multipart/form-data; boundary=${boundary}`,
    });
    expect(submitted.status).toBe(201);
    ids.id = (JSON.parse(submitted.body) as { submission: { id: string } }).submission.id;
    const published = await get(`/api/admin/submissions/${ids.id}/status`, {
      method: 'PUT',
      token: admin,
      json: { status: 'published', email: ADMIN.email },
    });
    expect(published.status).toBe(200);
    await readUntil(
      async () => (await get(`/api/articles/${ids.id}`)).status,
      (status) => status === 200,
      'the article',
    );
    ids.journalId = 'applied-science';
    ids.file = 'articles-1.xml';
    ids.token = 'A'.repeat(43);
    ids.slug = 'applied-science';
    ids.kind = 'books';
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    server?.closeAllConnections();
    if (server) await new Promise((resolve) => server.close(resolve));
    await services?.close();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('covers every anonymous GET route of the site', () => {
    const anonymous = [...new Set(gatewayRoutes.filter((route) => !AUTHENTICATED.test(route)))].sort();
    expect(anonymous).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it.each(Object.entries(PUBLIC_ROUTES))(
    'GET %s: generated parameters never answer 5xx',
    async (route, params) => {
      const shape = fc.record({
        path: fc.array(fc.oneof(fc.constant<'valid'>('valid'), valueFor('path')), {
          minLength: 2,
          maxLength: 2,
        }),
        query: fc.array(
          fc.oneof(
            fc
              .constantFrom(...params, 'x')
              .chain((name) => valueFor(name).map((value) => `${name}=${value}`)),
            // The same name twice, a name without a value, a generated name.
            fc.constantFrom(...params, 'q').map((name) => `${name}=1&${name}=2`),
            fc.constantFrom(...params, 'q'),
            fc.tuple(valueFor('name'), valueFor('value')).map(([name, value]) => `${name}=${value}`),
          ),
          { maxLength: params.length + 2 },
        ),
        oai: oaiRequest,
        wellFormed: fc.boolean(),
        post: fc.boolean(),
      });
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(shape, async ({ path: pieces, query: generated, oai, wellFormed, post }) => {
          // Half of the OAI-PMH requests are well-formed ones with generated arguments.
          const query = route === '/oai' && wellFormed ? [oai] : generated;
          let index = 0;
          const target =
            route.replace(/:(\w+)/g, (_, name: string) => {
              const piece = pieces[index++]!;
              return piece === 'valid' ? ids[name]! : piece;
            }) + (query.length ? `?${query.join('&')}` : '');
          // OAI-PMH takes the same arguments as a form body too.
          const answer =
            route === '/oai' && post
              ? await get('/oai', {
                  method: 'POST',
                  body: Buffer.from(query.join('&')),
                  type: 'application/x-www-form-urlencoded',
                })
              : await get(target);
          sent += 1;
          const label = `GET ${target} -> ${answer.status} ${answer.body.slice(0, 300)}`;
          expect({ label, serverError: answer.status >= 500 }).toEqual({ label, serverError: false });
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(sent).toBe(RUNS_PER_ROUTE);
    },
    300_000,
  );
});
