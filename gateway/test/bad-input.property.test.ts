import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createLogger } from '@journal/logger';
import { createTestDatabase, describeWith, makeTxt, type TestDatabase } from '@journal/testing';
import { createGatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { composeServices, type ComposedServices } from '../src/embedded/compose-services';
import { migrateAll, SERVICE_MIGRATIONS } from '../src/embedded/migrate-all';
import { listedRoutes, listing } from './support/listed-routes';
import { installWriteLog, type WriteLog } from './support/write-log';

/**
 * Issue 9, "bad input never answers 500": generated strings (every code point, controls, bidi marks,
 * stray `%`, huge values, wrong types) go to every JSON and multipart endpoint of the whole site, found by
 * walking the Express routers, authenticated as the role each endpoint wants. Every answer is below 500,
 * and a 4xx answer leaves the database, the stored files and the mail folder exactly as they were: no
 * table of any service's schema is written (a trigger log, ./support/write-log.ts) and no file appears.
 */
/** Raise it for a longer hunt (`PROPERTY_RUNS_PER_ENDPOINT=1000`); by default the runs add up to MIN_REQUESTS. */
const RUNS_PER_ENDPOINT = Number(process.env.PROPERTY_RUNS_PER_ENDPOINT ?? 0);
const MIN_REQUESTS = 2_000;
/** Every service's schema, from the descriptors: a new service's tables are watched without touching this. */
const SCHEMAS = SERVICE_MIGRATIONS.map((migration) => migration.schema);
const ADMIN = { email: 'chief@journal.test', password: 'admin-password-for-property' };
const BOUNDARY = '----property-boundary-5e2c';

interface Endpoint {
  method: string;
  path: string;
  /** Public routes go through the gateway; /internal ones to the internal listener with its token. */
  internal: boolean;
}

/** Every route of a router and the routers mounted in it, one endpoint a method. */
function routesOf(router: unknown, internal: boolean): Endpoint[] {
  return listedRoutes(listing(router), { patterns: 'skip' }).flatMap(({ path: routePath, methods }) =>
    methods.map((method) => ({ method, path: `${internal ? '/internal' : ''}${routePath}`, internal })),
  );
}

// --- generators -------------------------------------------------------------------------------------

const NASTY = [
  '\u0000',
  '\r\n',
  '\n',
  '\t',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '%',
  '%00',
  '%E0%A4%A',
  '\ud800',
  '😀',
  'é',
  "'",
  '"',
  '\\',
  '<script>',
  ' ',
  '../',
  '\u00a0',
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.string({ unit: fc.constantFrom(...NASTY, 'a', 'B', '1', '@', '.'), maxLength: 12 }),
  },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)) },
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 2 }) },
);

/** Raw path or query text: encoded generated strings, or malformed escapes as an attacker types them. */
const urlPiece = fc.oneof(
  {
    weight: 4,
    arbitrary: nastyString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%C3%28', '%u0041', 'a%2', '%00', '%0D%0A'),
  },
);

// --- the test ---------------------------------------------------------------------------------------

describeWith('postgres', 'property: bad input never answers 500 and a 4xx changes nothing (issue 9)', () => {
  let db: TestDatabase;
  let dataDir: string;
  let services: ComposedServices;
  let server: Server;
  let baseUrl: URL;
  let internalUrl: URL;
  const internalToken = randomBytes(32).toString('hex');
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const tokens: Record<'author' | 'admin', string> = { author: '', admin: '' };
  /** Values that make a request get past validation, so generated fields reach deeper code. */
  const valid: Record<string, unknown> = {};
  const validIds: string[] = [];
  let endpoints: (Endpoint & { role: 'author' | 'admin' | 'internal' })[] = [];
  let requests = 0;

  interface Answer {
    status: number;
    body: string;
  }

  function send(
    endpoint: Endpoint,
    target: string,
    options: {
      token?: string;
      json?: unknown;
      rawJson?: string;
      multipart?: Buffer;
      userAgent?: string;
    } = {},
  ): Promise<Answer> {
    const base = endpoint.internal ? internalUrl : baseUrl;
    const headers: Record<string, string | number> = {};
    if (endpoint.internal) headers.authorization = `Internal ${internalToken}`;
    else if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: Buffer | undefined;
    if (options.multipart) {
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      body = options.multipart;
    } else if (options.rawJson !== undefined || options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = Buffer.from(options.rawJson ?? JSON.stringify(options.json));
    }
    if (body) headers['content-length'] = body.length;
    if (options.userAgent !== undefined) headers['user-agent'] = options.userAgent;
    requests += 1;
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: base.hostname, port: base.port, method: endpoint.method, path: target, headers, agent },
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

  /** Every write to the services' tables since the last settle (installed in beforeAll, after migrating). */
  let writeLog: WriteLog;
  /** The stored files and the mails, each as one comparable list. */
  async function storedFiles(): Promise<Map<string, string>> {
    // Files only: empty folders a refused upload leaves (papers/2026/11) hold nothing.
    const files = async (dir: string) =>
      (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
        .join(',');
    return new Map([
      ['files/', await files(path.join(dataDir, 'files'))],
      ['mail/', await files(path.join(dataDir, 'mail'))],
    ]);
  }
  const changedParts = (before: Map<string, string>, after: Map<string, string>) =>
    [...after.keys()].filter((key) => before.get(key) !== after.get(key));

  /**
   * After a change, relays, consumers and mail work asynchronously: wait until nothing moved for 200 ms,
   * so their late writes are not taken for the effect of the next request. Then the write log is cleared
   * (only the entries seen before the quiet 200 ms: a later one stays for the next check). Resolves with
   * the settled files. Each look is one small query on the log, not a read of every table.
   */
  async function settle(): Promise<Map<string, string>> {
    let writes = await writeLog.summary();
    let files = await storedFiles();
    let stableSince = Date.now();
    const deadline = Date.now() + 20_000;
    // An event still in an outbox has readers yet to write (a removal of eight journals is 32 writes in
    // four read models), and a loaded machine can leave more than 200 ms between two of them.
    const quiet = async () => Date.now() - stableSince >= 200 && (await unsentEvents()) === 0;
    for (;;) {
      if (((await quiet()) || Date.now() >= deadline) && (await writeLog.clearSeen(writes))) return files;
      await new Promise((resolve) => setTimeout(resolve, 25));
      const nextWrites = await writeLog.summary();
      const nextFiles = await storedFiles();
      if (
        nextWrites.count !== writes.count ||
        nextWrites.maxId !== writes.maxId ||
        changedParts(files, nextFiles).length
      )
        stableSince = Date.now();
      writes = nextWrites;
      files = nextFiles;
    }
  }
  let unsentSql = '';
  /** Events not yet relayed, and papers the submission workers have yet to check. */
  const unsentEvents = async () =>
    unsentSql ? Number((await db.pool.query<{ n: string }>(unsentSql)).rows[0]!.n) : 0;

  beforeAll(async () => {
    db = await createTestDatabase({ prefix: 'property' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'journal-property-'));
    const logger = createLogger('property', { level: 'silent' });
    await migrateAll(db.url, logger);
    // Before any service runs: every write from here on is logged, the site's own start included.
    writeLog = await installWriteLog(db.pool, SCHEMAS);
    const config = loadGatewayConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      REGISTRATIONS_PER_HOUR: '0',
    });
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
      runtime: { googleClientId: null, mainAdminEmail: ADMIN.email, publisherName: 'Test' },
      routing: { mode: 'in-process', instances: services.instances },
      verifier: services.verifier,
    });
    server = createServer(gateway.app);
    services.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    internalUrl = new URL(services.internalUrl);
    for (const instance of services.startOrder) await instance.start();

    const { rows } = await db.pool.query<{ table_schema: string; table_name: string }>(
      `SELECT table_schema, table_name FROM information_schema.tables
        WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
      [SCHEMAS],
    );
    const outboxes = rows.filter((row) => row.table_name === 'outbox');
    // Work still to do off the request path counts too: the integrity check of a new paper or version and
    // the reviewers' copy are written by workers after the answer, and a loaded machine can take more than
    // 200 ms over one, so their writes would land during the next request and read as its effect.
    const backgroundWork = [
      `(SELECT count(*) FROM submission.submissions s LEFT JOIN submission.integrity_fingerprints f
         ON f.submission_id = s.id WHERE f.submission_id IS NULL OR f.file_version < s.file_version)`,
      '(SELECT count(*) FROM submission.reviewer_copies WHERE findings IS NULL)',
    ];
    unsentSql = `SELECT (${[
      ...outboxes.map((row) => `(SELECT count(*) FROM "${row.table_schema}".outbox WHERE sent_at IS NULL)`),
      ...backgroundWork,
    ].join(' + ')}) AS n`;

    // An author with a submission, and the admin, through the real API.
    const email = `property.${Date.now()}@example.org`;
    const password = 'correct horse battery staple';
    const json = (method: string, route: string, body: unknown, token?: string) =>
      send({ method, path: route, internal: false }, route, { json: body, token });
    const registered = await json('POST', '/api/registration/register', {
      email,
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password,
      termsAccepted: true,
    });
    expect(registered.status).toBe(201);
    const login = JSON.parse((await json('POST', '/api/registration/login', { email, password })).body) as {
      token: string;
      user: { id: string };
    };
    tokens.author = login.token;
    tokens.admin = (
      JSON.parse((await json('POST', '/api/admin-auth/login', ADMIN)).body) as { token: string }
    ).token;
    const submitted = JSON.parse(
      (
        await json(
          'POST',
          '/api/registration/submit-paper',
          { userEmail: email, journalName: 'Civil Engineering', paperTitle: 'A baseline paper' },
          tokens.author,
        )
      ).body,
    ) as { submission: { id: string } };
    validIds.push(login.user.id, submitted.submission.id);
    Object.assign(valid, {
      email,
      userEmail: email,
      password,
      confirmPassword: password,
      givenNames: 'Ada',
      familyName: 'Lovelace',
      given_names: 'Ada',
      family_name: 'Lovelace',
      termsAccepted: true,
      marketingAccepted: false,
      institution: 'University of Cambridge',
      consent: true,
      userAgent: 'Mozilla/5.0',
      sessionId: '1700000000000-abc',
      ipAddress: null,
      journalName: 'Civil Engineering',
      journalIcon: '🔬',
      paperTitle: 'A paper title',
      status: 'under_review',
      credential: 'not-a-google-token',
    });

    const found = [
      ...routesOf(gateway.app.router, false),
      // Each service's public router: the gateway hands a request to its owner's by the route table.
      ...services.instances.flatMap((instance) => routesOf(instance.publicRouter, false)),
      ...services.instances.flatMap((instance) =>
        instance.internalRouter ? routesOf(instance.internalRouter, true) : [],
      ),
    ];
    // Probe with the author's token: a 403 means the endpoint wants the administrator. Logout is left
    // out: it reads no input, and by design ends the session of the token this test sends everywhere.
    for (const endpoint of found.filter((e) => !e.path.endsWith('/logout'))) {
      if (endpoint.internal) {
        endpoints.push({ ...endpoint, role: 'internal' });
        continue;
      }
      const target = endpoint.path.replace(/:(\w+)/g, () => validIds[1]!);
      const probe = await send(endpoint, target, { token: tokens.author });
      endpoints.push({ ...endpoint, role: probe.status === 403 ? 'admin' : 'author' });
    }
    endpoints = endpoints.filter((endpoint) => !endpoint.path.startsWith('/socket.io'));
  }, 60_000);

  afterAll(async () => {
    agent.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await services?.close();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds the JSON and multipart endpoints of every service', () => {
    const names = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    for (const expected of [
      'POST /api/registration/register',
      'POST /api/registration/submit-paper',
      'PUT /api/users/institution',
      'POST /api/registration/cookie-consent',
      'PUT /api/admin/submissions/:id/status',
      'GET /api/admin/submissions',
      'PUT /internal/submissions/:id/status',
    ])
      expect(names).toContain(expected);
    expect(endpoints.find((e) => e.path === '/api/admin/submissions')?.role).toBe('admin');
    expect(endpoints.find((e) => e.path === '/api/users/institution')?.role).toBe('author');
  });

  // The log is what the 4xx check trusts: it must see each kind of write, a same-value UPDATE and a
  // TRUNCATE included. Each write runs in a transaction that is rolled back, so the site's data stays.
  it('the write log records an insert, a same-value update, a delete and a truncate', async () => {
    const client = await db.pool.connect();
    /** What the log holds of `sql`'s writes, read inside its transaction, which is then rolled back. */
    const seenInside = async (sql: string) => {
      await client.query('BEGIN');
      try {
        const before = await client.query<{ id: string }>(
          'SELECT coalesce(max(id), 0) AS id FROM test_write_log.entries',
        );
        await client.query(sql);
        const { rows } = await client.query<{ op: string; table_name: string }>(
          'SELECT op, table_name FROM test_write_log.entries WHERE id > $1 ORDER BY id',
          [before.rows[0]!.id],
        );
        return rows.map((row) => `${row.op} ${row.table_name}`);
      } finally {
        await client.query('ROLLBACK');
      }
    };
    try {
      const user = `identity.users WHERE id = '${validIds[0]}'`;
      expect(await seenInside(`UPDATE ${user.replace(' WHERE', ' SET email = email WHERE')}`)).toEqual([
        'UPDATE identity.users',
      ]);
      expect(await seenInside(`DELETE FROM ${user}`)).toContain('DELETE identity.users');
      expect(
        await seenInside(
          `CREATE TEMP TABLE copied ON COMMIT DROP AS SELECT * FROM identity.users WHERE id = '${validIds[0]}';
           DELETE FROM ${user}; INSERT INTO identity.users SELECT * FROM copied`,
        ),
      ).toContain('INSERT identity.users');
      expect(await seenInside('TRUNCATE identity.users CASCADE')).toContain('TRUNCATE identity.users');
    } finally {
      client.release();
    }
  });

  const requestShape = fc.record({
    params: fc.array(fc.oneof(fc.constant<'valid'>('valid'), urlPiece), { minLength: 4, maxLength: 4 }),
    query: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'search',
            'status',
            'journal',
            'page',
            'limit',
            'sortBy',
            'sortOrder',
            'dateFrom',
            'dateTo',
            'email',
            'token',
            'id',
          ),
          urlPiece,
        ),
        urlPiece,
      ),
      { maxLength: 3 },
    ),
    // Which fields keep their valid value; the rest get generated ones (or are left out).
    fields: fc.dictionary(
      fc.oneof(fc.constantFrom(...Object.keys(validFieldNames())), nastyString),
      anyValue,
      { maxKeys: 4 },
    ),
    drop: fc.subarray(Object.keys(validFieldNames())),
    body: fc.constantFrom('json', 'json', 'json', 'multipart', 'raw', 'none'),
    raw: fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"__proto__":{"x":1}}', '\u0000'),
    fileName: fc.oneof(
      fc.constant('paper.txt'),
      nastyString.map((name) => `${name}.txt`),
    ),
    userAgent: fc.option(
      fc.string({ unit: fc.constantFrom('a', ' ', '\t', 'é', '/', '(', ';'), maxLength: 30 }),
    ),
    anonymous: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });

  it(`sends at least ${MIN_REQUESTS} generated requests: none answers 5xx, no 4xx changes anything`, async () => {
    expect(endpoints.length).toBeGreaterThan(10);
    const perEndpoint = Math.max(RUNS_PER_ENDPOINT, Math.ceil(MIN_REQUESTS / endpoints.length));
    // Every table has its triggers: one created after the log was installed would go unwatched.
    expect(await writeLog.uncovered()).toEqual([]);
    // The state every request starts from: only a 2xx may move it (and is then waited for).
    let state = await settle();
    const started = requests;
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(requestShape, async (shape) => {
          let index = 0;
          const target =
            endpoint.path.replace(/:(\w+)/g, () => {
              const piece = shape.params[index++ % shape.params.length]!;
              return piece === 'valid' ? validIds[index % validIds.length]! : piece;
            }) +
            (shape.query.length ? `?${shape.query.map(([key, value]) => `${key}=${value}`).join('&')}` : '');
          const fields: Record<string, unknown> = { ...valid };
          for (const name of shape.drop) delete fields[name];
          Object.assign(fields, shape.fields);
          const token = shape.anonymous || endpoint.role === 'internal' ? undefined : tokens[endpoint.role];
          const withBody = endpoint.method !== 'GET';
          const answer = await send(endpoint, target, {
            token,
            userAgent: shape.userAgent ?? undefined,
            ...(withBody && shape.body === 'json' ? { json: fields } : {}),
            ...(withBody && shape.body === 'raw' ? { rawJson: shape.raw } : {}),
            ...(withBody && shape.body === 'multipart'
              ? { multipart: multipartOf(fields, shape.fileName) }
              : {}),
          });
          const label = `${endpoint.method} ${target} -> ${answer.status} ${answer.body.slice(0, 300)}`;
          expect({ label, serverError: answer.status >= 500 }).toEqual({ label, serverError: false });
          if (answer.status >= 400) {
            const changed = [
              ...(await writeLog.entries()).map((write) => `${write.op} ${write.table} ${write.row ?? ''}`),
              ...changedParts(state, await storedFiles()),
            ];
            expect({ label, changed }).toEqual({ label, changed: [] });
          } else if (endpoint.method !== 'GET') state = await settle();
        }),
        { numRuns: perEndpoint, endOnFailure: true },
      );
    }
    expect(requests - started).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(await writeLog.uncovered()).toEqual([]);
  }, 600_000);

  /**
   * Every endpoint docs/api.md lists under /api, read from the document itself (a newly documented one is
   * covered without touching this test), gets bodies and queries of each class of bad input: wrong types,
   * huge strings, every C0 and C1 control, noncharacters, lone surrogates, bidi controls, deep JSON. None
   * answers 5xx and none takes longer than 5 s.
   */
  it('every JSON endpoint of docs/api.md: no 5xx and no answer slower than 5 s for any class of bad input', async () => {
    const documented = await documentedEndpoints();
    expect(documented.length).toBeGreaterThan(80);
    for (const expected of [
      'PUT /api/admin/journals/{slug}/mail-templates/{kind}',
      'POST /api/registration/submissions/{id}/proof',
      'POST /api/reviews/{token}/accept',
      'PUT /api/admin/pages/{slug}',
    ])
      expect(documented.map((e) => `${e.method} ${e.path}`)).toContain(expected);
    const params: Record<string, string> = {
      id: validIds[1]!,
      userId: validIds[0]!,
      slug: 'applied-science',
      kind: 'submission-confirmation',
      email: encodeURIComponent(String(valid.email)),
    };
    const slow: string[] = [];
    for (const endpoint of documented) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            body: badBody(endpoint.fields),
            query: fc.array(fc.tuple(fc.constantFrom(...endpoint.fields, 'q'), badText), { maxLength: 2 }),
            who: fc.constantFrom<'admin' | 'author' | 'anonymous'>('admin', 'admin', 'author', 'anonymous'),
            wrongParam: fc.boolean(),
          }),
          async ({ body, query, who, wrongParam }) => {
            const target =
              endpoint.path.replace(/\{(\w+)\}|:(\w+)/g, (_all, a?: string, b?: string) =>
                wrongParam ? 'x%00' : (params[a ?? b ?? ''] ?? 'x'),
              ) +
              (query.length
                ? `?${query.map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'))}`).join('&')}`
                : '');
            const token = who === 'anonymous' ? undefined : tokens[who];
            const begun = Date.now();
            const answer = await send({ ...endpoint, internal: false }, target, {
              token,
              ...(endpoint.method === 'GET' ? {} : { rawJson: body }),
            });
            const took = Date.now() - begun;
            const label = `${endpoint.method} ${target.slice(0, 200)} -> ${answer.status} in ${took} ms ${answer.body.slice(0, 200)}`;
            if (took > 5_000) slow.push(label);
            expect({ label, serverError: answer.status >= 500 }).toEqual({ label, serverError: false });
          },
        ),
        { numRuns: DOCUMENTED_RUNS, endOnFailure: true },
      );
    }
    expect(slow).toEqual([]);
  }, 600_000);
});

/** The field names the valid baseline knows (a function so the generators can be built before beforeAll). */
function validFieldNames(): Record<string, true> {
  return Object.fromEntries(
    [
      'email',
      'userEmail',
      'password',
      'confirmPassword',
      'givenNames',
      'familyName',
      'given_names',
      'family_name',
      'termsAccepted',
      'marketingAccepted',
      'institution',
      'consent',
      'userAgent',
      'sessionId',
      'ipAddress',
      'journalName',
      'journalIcon',
      'paperTitle',
      'status',
      'credential',
      'new_email',
      'current_password',
      'new_password',
      'confirm_password',
    ].map((name) => [name, true]),
  );
}

/** The fields as multipart text parts (non-strings as JSON), then a small text paper. */
function multipartOf(fields: Record<string, unknown>, fileName: string): Buffer {
  const parts: Buffer[] = [];
  const quote = (text: string) => text.replace(/["\r\n\\]/g, '_');
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="paperFile"; filename="${quote(fileName)}"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    ),
    makeTxt(300),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

// --- docs/api.md ------------------------------------------------------------------------------------

/** Generated requests per documented endpoint (about 130 of them). */
const DOCUMENTED_RUNS = Number(process.env.PROPERTY_RUNS_PER_DOCUMENTED_ENDPOINT ?? 15);
/** Leaving out a logout: by design it ends the session of the token the test sends everywhere. */
const NOT_SENT = /\/logout$/;

interface DocumentedEndpoint {
  method: string;
  path: string;
  /** The names the endpoint's line in docs/api.md mentions: the body fields and query names to fill. */
  fields: string[];
}

/** Every `METHOD /api/...` of docs/api.md, once, with the identifiers its line mentions. */
async function documentedEndpoints(): Promise<DocumentedEndpoint[]> {
  const text = await readFile(path.join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
  const found = new Map<string, DocumentedEndpoint>();
  for (const line of text.split('\n')) {
    const names = [...new Set([...line.matchAll(/\b([a-z][A-Za-z0-9_]{1,30})\b/g)].map((m) => m[1]!))];
    for (const match of line.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s?[]*)/g)) {
      const [, method, route] = match;
      const key = `${method} ${route}`;
      if (NOT_SENT.test(route!) || found.has(key)) continue;
      found.set(key, { method: method!, path: route!, fields: names.slice(0, 40) });
    }
  }
  return [...found.values()];
}

const C0_AND_C1 = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];
const BAD_CHARACTERS = [
  ...C0_AND_C1,
  '\ufffe',
  '\uffff',
  '\ufdd0',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029\u200e\u200f\u061c',
];
/** Text with bad characters among ordinary ones, or one bad character alone, or a huge string. */
const badText = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.string({
      unit: fc.constantFrom(...BAD_CHARACTERS, 'a', 'Z', ' ', '{{name}}'),
      maxLength: 16,
    }),
  },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_CHARACTERS) },
  { weight: 1, arbitrary: fc.constantFrom(90_000, 20_001, 5_001, 301).map((n) => 'y'.repeat(n)) },
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(badText, badText, { maxKeys: 2 }),
);

/** A JSON text: the endpoint's fields with bad values (as JSON.stringify writes them: \\ud800 stays an escape), or deep nesting. */
function badBody(fields: string[]): fc.Arbitrary<string> {
  const names = fields.length ? fields : ['value'];
  const object = fc
    .dictionary(
      fc.constantFrom(...names),
      fc.oneof({ weight: 3, arbitrary: badText }, { weight: 1, arbitrary: wrongType }),
      {
        minKeys: 1,
        maxKeys: 4,
      },
    )
    .map((value) => JSON.stringify(value));
  const deep = fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(33, 200, 5_000))
    .map(([name, depth]) => `{"${name}":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`);
  return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: deep });
}
