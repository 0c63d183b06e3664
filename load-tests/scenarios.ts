// The load scenarios, defined once. The local runner (`npm run load`, run-local.ts) executes them with
// autocannon and socket.io-client; the k6 scripts (k6/*.js) import this file itself (k6 strips the types),
// so it holds plain data and functions only: no imports.
// Paths and payloads follow docs/api.md and docs/conventions.md.

export type Auth = 'none' | 'author' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT';

/**
 * One kind of request. `{name}` placeholders in the path and in string body values are filled per
 * request: from the scenario's `variables` (a random pick), or from the fixture context: `authorEmail`,
 * `adminEmail`, `unique` (a fresh id per request), `uniqueEmail` (an address never used before),
 * `asset` (a file the SPA's index.html loads).
 */
export interface RequestTemplate {
  name: string;
  method: Method;
  path: string;
  auth: Auth;
  /** Relative share of this request in the scenario's mix. */
  weight: number;
  json?: Record<string, string | boolean>;
  multipart?: {
    fields: Record<string, string>;
    file: { field: string; fileName: string; contentType: string; sizeBytes: number };
  };
  /** Statuses that count as success; anything else (and any network error) is an error. */
  expect: number[];
}

export interface Thresholds {
  /** Share of failed requests (or undelivered socket events), 0.01 = 1 %. */
  errorRate: number;
  p95Ms: number;
  p99Ms: number;
}

export interface Fixtures {
  /** Authors registered (and logged in) before the measurement. */
  authors: number;
  /** Submissions each of those authors files before the measurement. */
  submissionsPerAuthor: number;
  admin: boolean;
}

export interface HttpScenario {
  kind: 'http';
  name: string;
  description: string;
  /** `read` scenarios carry the read budget of docs/performance.md; `write` ones a budget of their own. */
  budget: 'read' | 'write';
  ratePerSecond: number;
  fixtures: Fixtures;
  variables: Record<string, string[]>;
  requests: RequestTemplate[];
  thresholds: Thresholds;
}

export interface SocketScenario {
  kind: 'socket';
  name: string;
  description: string;
  budget: 'socket';
  /** Sockets connected for the whole measurement (authors' sockets plus admin sockets). */
  sockets: number;
  adminSockets: number;
  fixtures: Fixtures;
  /** Admin status changes per second, each expected on every socket of its author and every admin socket. */
  statusChangesPerSecond: number;
  statuses: string[];
  /** A delivery not seen within this time counts as an error. */
  deliveryTimeoutMs: number;
  thresholds: Thresholds;
}

/**
 * The full status-change path (issue 16): PUT through the gateway -> admin -> submission transaction ->
 * outbox relay -> bus -> notification consumer -> notice stream -> socket, swept over arrival rates. Each
 * rate sends a fixed number of changes open loop and reports the latency percentiles, lost and duplicated
 * deliveries and the notification processes' CPU per change (read from /proc, so this scenario runs only
 * against a cluster on this machine and has no k6 script).
 */
export interface PipelineScenario {
  kind: 'pipeline';
  name: string;
  description: string;
  budget: 'pipeline';
  /** Author sockets only: an admin socket would receive every change and measure the admin room instead. */
  sockets: number;
  fixtures: Fixtures;
  /** Arrival rates of the sweep, changes per second (`--rates`). */
  ratesPerSecond: number[];
  /** Status changes sent at each rate (`--changes`). */
  changesPerRate: number;
  /** Changes sent before the sweep, not measured: connections, prepared statements, JIT. */
  warmupChanges: number;
  statuses: string[];
  /** A delivery not seen within this time after its PUT counts as lost. */
  deliveryTimeoutMs: number;
  /** The sweep names the highest rate whose p99 stays within this, with nothing lost or duplicated. */
  p99GoalMs: number;
}

/** The scenarios k6 runs too (k6/*.js), one script each. */
export type SharedScenario = HttpScenario | SocketScenario;
export type Scenario = SharedScenario | PipelineScenario;

/** The budgets of issue 6 (docs/performance.md): every scenario's thresholds derive from these. */
export const budgets = {
  errorRate: 0.01,
  read: { ratePerSecond: 200, p95Ms: 150, p99Ms: 300 },
  // Writes hash passwords (argon2id, 50-250 ms by design) or stream files: a budget of their own.
  write: { p95Ms: 800, p99Ms: 1500 },
  socket: { sockets: 2000, p95Ms: 500, p99Ms: 1000 },
} as const;

export const journalIds = [
  'civil-engineering',
  'mechanical-engineering',
  'electronics-engineering',
  'electrical-engineering',
  'computer-science-engineering',
  'applied-science',
  'ai-ml-data-science',
  'law-social-science',
  'education',
  'management',
];

export const statuses = ['submitted', 'under_review', 'accepted', 'rejected', 'published'];

export const loadTestPassword = 'load-test-password-2025';

/** A fixture author's address: run id and number, so runs never collide (both runners). */
export const authorEmail = (runId: string, n: number) => `load-${runId}-${n}@example.com`;

/** What a load-test author registers with (the fixtures of both runners, and the author-account mix). */
export const registration = (email: string) => ({
  email,
  givenNames: 'Load',
  familyName: 'Tester',
  password: loadTestPassword,
  termsAccepted: true,
  marketingAccepted: false,
});

const readThresholds: Thresholds = {
  errorRate: budgets.errorRate,
  p95Ms: budgets.read.p95Ms,
  p99Ms: budgets.read.p99Ms,
};
const writeThresholds: Thresholds = {
  errorRate: budgets.errorRate,
  p95Ms: budgets.write.p95Ms,
  p99Ms: budgets.write.p99Ms,
};

export const scenarios: SharedScenario[] = [
  {
    kind: 'http',
    name: 'browse-public',
    description: 'Visitors open public pages: SPA routes, its assets, the health check',
    budget: 'read',
    ratePerSecond: budgets.read.ratePerSecond,
    fixtures: { authors: 0, submissionsPerAuthor: 0, admin: false },
    variables: {
      journalId: journalIds,
      page: ['/', '/journals', '/books', '/databases', '/platforms', '/privacy'],
    },
    requests: [
      { name: 'page', method: 'GET', path: '{page}', auth: 'none', weight: 4, expect: [200] },
      {
        name: 'journal page',
        method: 'GET',
        path: '/journals/{journalId}',
        auth: 'none',
        weight: 3,
        expect: [200],
      },
      { name: 'asset', method: 'GET', path: '{asset}', auth: 'none', weight: 2, expect: [200] },
      { name: 'health', method: 'GET', path: '/api/health', auth: 'none', weight: 1, expect: [200] },
    ],
    thresholds: readThresholds,
  },
  {
    kind: 'http',
    name: 'author-account',
    description: 'Authors check their email, register, log in and load their profile',
    budget: 'write',
    ratePerSecond: 20,
    fixtures: { authors: 20, submissionsPerAuthor: 0, admin: false },
    variables: {},
    requests: [
      {
        name: 'check email',
        method: 'POST',
        path: '/api/registration/check-email',
        auth: 'none',
        weight: 2,
        json: { email: '{authorEmail}' },
        expect: [200],
      },
      {
        name: 'register',
        method: 'POST',
        path: '/api/registration/register',
        auth: 'none',
        weight: 1,
        json: registration('{uniqueEmail}'),
        expect: [200, 201],
      },
      {
        name: 'login',
        method: 'POST',
        path: '/api/registration/login',
        auth: 'none',
        weight: 2,
        json: { email: '{authorEmail}', password: loadTestPassword },
        expect: [200],
      },
      {
        name: 'profile',
        method: 'GET',
        path: '/api/users/profile?email={authorEmail}',
        auth: 'author',
        weight: 5,
        expect: [200],
      },
    ],
    thresholds: writeThresholds,
  },
  {
    kind: 'http',
    name: 'submit-paper',
    description: 'Authors submit a 64 KB .txt paper to a journal',
    budget: 'write',
    ratePerSecond: 10,
    fixtures: { authors: 20, submissionsPerAuthor: 0, admin: false },
    variables: { journalId: journalIds },
    requests: [
      {
        name: 'submit',
        method: 'POST',
        path: '/api/registration/submit-paper',
        auth: 'author',
        weight: 1,
        multipart: {
          fields: {
            userEmail: '{authorEmail}',
            journalName: '{journalId}',
            journalIcon: 'book',
            paperTitle: 'Load test paper {unique}',
          },
          file: {
            field: 'paperFile',
            fileName: 'load-test-paper.txt',
            contentType: 'text/plain',
            sizeBytes: 64 * 1024,
          },
        },
        expect: [200, 201],
      },
    ],
    thresholds: writeThresholds,
  },
  {
    kind: 'http',
    name: 'admin-list',
    description: 'Admins page through submissions with every filter and sort, and load the stats',
    budget: 'read',
    ratePerSecond: budgets.read.ratePerSecond,
    fixtures: { authors: 20, submissionsPerAuthor: 10, admin: true },
    variables: {
      sortBy: ['submission_date', 'given_names', 'paper_title', 'journal_name', 'status'],
      sortOrder: ['asc', 'desc'],
      limit: ['5', '10', '25', '50'],
      pageNumber: ['1', '2', '3'],
      status: statuses,
      journalId: journalIds,
      search: ['load', 'tester', 'paper', 'zzz-no-match'],
    },
    requests: [
      {
        name: 'list',
        method: 'GET',
        path: '/api/admin/submissions?page={pageNumber}&limit={limit}&sortBy={sortBy}&sortOrder={sortOrder}&email={adminEmail}',
        auth: 'admin',
        weight: 4,
        expect: [200],
      },
      {
        name: 'list by status',
        method: 'GET',
        path: '/api/admin/submissions?status={status}&sortBy={sortBy}&sortOrder={sortOrder}&email={adminEmail}',
        auth: 'admin',
        weight: 2,
        expect: [200],
      },
      {
        name: 'list by journal',
        method: 'GET',
        path: '/api/admin/submissions?journal={journalId}&limit={limit}&email={adminEmail}',
        auth: 'admin',
        weight: 2,
        expect: [200],
      },
      {
        name: 'search',
        method: 'GET',
        path: '/api/admin/submissions?search={search}&sortBy={sortBy}&email={adminEmail}',
        auth: 'admin',
        weight: 1,
        expect: [200],
      },
      {
        name: 'stats',
        method: 'GET',
        path: '/api/admin/dashboard/stats?email={adminEmail}',
        auth: 'admin',
        weight: 1,
        expect: [200],
      },
    ],
    thresholds: readThresholds,
  },
  {
    kind: 'socket',
    name: 'status-sockets',
    description:
      'Admins change statuses while 2,000 sockets listen; latency from the PUT to each socket event',
    budget: 'socket',
    sockets: budgets.socket.sockets,
    adminSockets: 20,
    fixtures: { authors: 100, submissionsPerAuthor: 1, admin: true },
    statusChangesPerSecond: 5,
    statuses,
    deliveryTimeoutMs: 5000,
    thresholds: { errorRate: budgets.errorRate, p95Ms: budgets.socket.p95Ms, p99Ms: budgets.socket.p99Ms },
  },
];

/**
 * Scenarios only the local runner knows: they read the cluster's processes from /proc, which k6 on
 * another host cannot, so they stay out of `scenarios` (which k6/lib.js reads). They run
 * only when named: `npm run load -- --scenario status-pipeline`.
 */
export const localScenarios: PipelineScenario[] = [
  {
    kind: 'pipeline',
    name: 'status-pipeline',
    description:
      'Status changes through the gateway at a sweep of rates while 1,000 author sockets listen; latency from the PUT to the socket event, consumer CPU per change',
    budget: 'pipeline',
    sockets: 1000,
    // 1,000 submissions, changed in turn: at 500 changes/s a submission changes every 2 s, far apart
    // from its previous change (see pipeline-scenario.ts on why that matters). Submissions are cheap to
    // create; authors are not (two argon2 hashes each), so 200 authors with 5 sockets each.
    fixtures: { authors: 200, submissionsPerAuthor: 5, admin: true },
    ratesPerSecond: [50, 100, 200, 300, 400, 500],
    changesPerRate: 2000,
    warmupChanges: 100,
    statuses,
    deliveryTimeoutMs: 5000,
    p99GoalMs: 100,
  },
];

export function scenarioByName(name: string): Scenario {
  const all: Scenario[] = [...scenarios, ...localScenarios];
  const found = all.find((s) => s.name === name);
  if (!found) throw new Error(`unknown scenario "${name}"; known: ${all.map((s) => s.name).join(', ')}`);
  return found;
}

/** k6 metric names allow letters, digits and underscores only. */
export const k6Tag = (name: string) => name.replace(/-/g, '_');
