// Shared by the k6 scripts: options and thresholds from the scenario definitions, fixtures created in
// setup(), request building from the templates. Run with k6 >= 1.0, for example
//   k6 run -e BASE_URL=https://staging.example.com -e ADMIN_EMAIL=... -e ADMIN_PASSWORD=... load-tests/k6/admin-list.js
// k6 strips the types of a .ts module itself (since v0.57), so the scripts read scenarios.ts directly:
// no generated copy to keep in step with it.
import http from 'k6/http';
import { check, fail } from 'k6';
import { authorEmail, scenarios, journalIds, loadTestPassword, registration } from '../scenarios.ts';

export const baseUrl = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
export const durationSeconds = Number(__ENV.DURATION || 60);

export const tag = (name) => name.replace(/-/g, '_');

export function scenario(name) {
  const found = scenarios.find((s) => s.name === name);
  if (!found) fail(`unknown scenario ${name}`);
  return found;
}

/** Thresholds of one scenario, on the metrics of that scenario only (k6 tags requests with it). */
export function thresholdsFor(name) {
  const s = scenario(name);
  const t = tag(name);
  if (s.kind === 'socket') {
    return {
      [`status_to_socket_ms{scenario:${t}}`]: [`p(95)<${s.thresholds.p95Ms}`, `p(99)<${s.thresholds.p99Ms}`],
      [`socket_delivery_failed{scenario:${t}}`]: [`rate<${s.thresholds.errorRate}`],
    };
  }
  return {
    [`http_req_failed{scenario:${t}}`]: [`rate<${s.thresholds.errorRate}`],
    [`http_req_duration{scenario:${t}}`]: [`p(95)<${s.thresholds.p95Ms}`, `p(99)<${s.thresholds.p99Ms}`],
  };
}

/** k6 options: a constant arrival rate at the scenario's rate for DURATION seconds. */
export function httpOptions(name) {
  const s = scenario(name);
  return {
    scenarios: {
      [tag(name)]: {
        executor: 'constant-arrival-rate',
        rate: s.ratePerSecond,
        timeUnit: '1s',
        duration: `${durationSeconds}s`,
        preAllocatedVUs: Math.max(10, Math.ceil(s.ratePerSecond / 2)),
        maxVUs: Math.max(50, s.ratePerSecond * 2),
      },
    },
    thresholds: thresholdsFor(name),
    setupTimeout: '300s',
  };
}

export function fill(text, vars) {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, key) => {
    if (vars[key] === undefined) fail(`no value for placeholder ${whole} in "${text}"`);
    return vars[key];
  });
}

export function pickWeighted(requests, random) {
  const total = requests.reduce((sum, r) => sum + r.weight, 0);
  let point = random * total;
  for (const request of requests) {
    point -= request.weight;
    if (point < 0) return request;
  }
  return requests[requests.length - 1];
}

export function pickVariables(variables, random) {
  const picked = {};
  for (const [key, values] of Object.entries(variables))
    picked[key] = values[Math.floor(random() * values.length)];
  return picked;
}

const json = (body) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const bearer = (token) => ({ authorization: `Bearer ${token}` });

function post(path, body, token) {
  const { headers, body: payload } = json(body);
  return http.post(`${baseUrl}${path}`, payload, {
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    tags: { phase: 'setup' },
  });
}

function paperText(sizeBytes) {
  const line = 'Load test paper: the quick brown fox jumps over the lazy dog.\n';
  return line.repeat(Math.ceil(sizeBytes / line.length)).slice(0, sizeBytes);
}

/** setup(): authors, their submissions, an admin token and the SPA's assets, as scenarios.ts asks. */
export function setupFixtures(name) {
  const s = scenario(name);
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const data = { runId, authors: [], admin: null, assets: [] };
  const home = http.get(`${baseUrl}/`, { tags: { phase: 'setup' } });
  data.assets = [
    ...new Set(
      (String(home.body).match(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g) || []).map((m) =>
        m.slice(m.indexOf('"') + 1, -1),
      ),
    ),
  ];
  if (data.assets.length === 0) data.assets = ['/'];
  if (s.fixtures.admin) {
    if (!__ENV.ADMIN_EMAIL || !__ENV.ADMIN_PASSWORD) fail(`${name} needs ADMIN_EMAIL and ADMIN_PASSWORD`);
    const res = post('/api/admin-auth/login', { email: __ENV.ADMIN_EMAIL, password: __ENV.ADMIN_PASSWORD });
    if (!check(res, { 'admin login': (r) => r.status === 200 && Boolean(r.json('token')) }))
      fail(`admin login answered ${res.status}`);
    data.admin = { email: __ENV.ADMIN_EMAIL, token: res.json('token') };
  }
  for (let i = 0; i < s.fixtures.authors; i++) {
    const email = authorEmail(runId, i);
    post('/api/registration/register', registration(email));
    const login = post('/api/registration/login', { email, password: loadTestPassword });
    if (!check(login, { 'author login': (r) => r.status === 200 && Boolean(r.json('token')) }))
      fail(`author login answered ${login.status}`);
    const author = { email, token: login.json('token'), submissionIds: [] };
    for (let k = 0; k < s.fixtures.submissionsPerAuthor; k++) {
      const res = http.post(
        `${baseUrl}/api/registration/submit-paper`,
        {
          userEmail: email,
          journalName: journalIds[(i * 31 + k) % journalIds.length],
          journalIcon: 'book',
          paperTitle: `Load paper ${runId} ${i}-${k}`,
          paperFile: http.file(paperText(4096), `paper-${i}-${k}.txt`, 'text/plain'),
        },
        { headers: bearer(author.token), tags: { phase: 'setup' } },
      );
      if (!check(res, { 'fixture submission': (r) => r.status < 300 }))
        fail(`submit-paper answered ${res.status}`);
      author.submissionIds.push(String(res.json('submission.id')));
    }
    data.authors.push(author);
  }
  return data;
}

let unique = 0;

/** One request of an HTTP scenario, picked by weight and filled in; checks its status. */
export function httpIteration(name, data) {
  const s = scenario(name);
  const template = pickWeighted(s.requests, Math.random());
  const author = data.authors[Math.floor(Math.random() * data.authors.length)];
  const id = `${data.runId}-${__VU}-${++unique}`;
  const vars = {
    ...pickVariables(s.variables, Math.random),
    unique: id,
    uniqueEmail: `load-new-${id}@example.com`,
    asset: data.assets[Math.floor(Math.random() * data.assets.length)],
    ...(author ? { authorEmail: author.email } : {}),
    ...(data.admin ? { adminEmail: data.admin.email } : {}),
  };
  const headers = {};
  if (template.auth === 'author') Object.assign(headers, bearer(author.token));
  if (template.auth === 'admin') Object.assign(headers, bearer(data.admin.token));
  let body = null;
  if (template.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(
      Object.fromEntries(
        Object.entries(template.json).map(([k, v]) => [k, typeof v === 'string' ? fill(v, vars) : v]),
      ),
    );
  } else if (template.multipart) {
    body = Object.fromEntries(Object.entries(template.multipart.fields).map(([k, v]) => [k, fill(v, vars)]));
    const f = template.multipart.file;
    body[f.field] = http.file(paperText(f.sizeBytes), f.fileName, f.contentType);
  }
  const res = http.request(template.method, `${baseUrl}${encodeURI(fill(template.path, vars))}`, body, {
    headers,
    tags: { request: template.name },
    responseCallback: http.expectedStatuses(...template.expect),
  });
  check(res, {
    [`${template.name}: ${template.expect.join('/')}`]: (r) => template.expect.includes(r.status),
  });
}

/** What an HTTP scenario's script exports, built from the scenario's name: options, setup, the iteration. */
export function httpScript(name) {
  return {
    options: httpOptions(name),
    setup: () => setupFixtures(name),
    iteration: (data) => httpIteration(name, data),
  };
}
