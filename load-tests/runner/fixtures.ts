// Data a scenario needs before it is measured: authors (registered and logged in), their submissions,
// an admin token, the SPA's asset paths. Created through the public API, like real users would.
import type { Fixtures } from '../scenarios';
import { authorEmail, loadTestPassword, registration } from '../scenarios';
import type { ApiClient } from './api-client';

export interface Author {
  email: string;
  token: string;
  submissionIds: string[];
}

export interface FixtureSet {
  runId: string;
  authors: Author[];
  admin?: { email: string; token: string };
  assets: string[];
}

export interface AdminCredentials {
  email?: string;
  password?: string;
}

const tokenOf = (response: unknown, call: string): string => {
  const token = (response as { token?: unknown }).token;
  if (typeof token !== 'string' || token.length === 0)
    throw new Error(`${call} returned no token: ${JSON.stringify(response).slice(0, 200)}`);
  return token;
};

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

export async function registerAuthor(api: ApiClient, email: string): Promise<string> {
  await api.postJson('/api/registration/register', registration(email));
  return tokenOf(
    await api.postJson('/api/registration/login', { email, password: loadTestPassword }),
    'login',
  );
}

export async function submitPaper(
  api: ApiClient,
  author: { email: string; token: string },
  journalId: string,
  title: string,
): Promise<string> {
  const response = (await api.postMultipart(
    '/api/registration/submit-paper',
    { userEmail: author.email, journalName: journalId, journalIcon: 'book', paperTitle: title },
    { field: 'paperFile', fileName: `${title}.txt`, contentType: 'text/plain', sizeBytes: 4096 },
    author.token,
  )) as { submission?: { id?: unknown } };
  const id = response.submission?.id;
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new Error(`submit-paper returned no submission id: ${JSON.stringify(response).slice(0, 200)}`);
  return String(id);
}

/** The files the SPA's index.html references (scripts, styles), as absolute paths. */
export async function spaAssets(api: ApiClient): Promise<string[]> {
  const html = String(await api.get('/'));
  const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  return assets.length > 0 ? [...new Set(assets)] : ['/'];
}

export async function createFixtures(
  api: ApiClient,
  needs: Fixtures,
  admin: AdminCredentials,
  journals: string[],
  log: (line: string) => void,
): Promise<FixtureSet> {
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const set: FixtureSet = { runId, authors: [], assets: await spaAssets(api) };
  if (needs.admin) {
    if (!admin.email || !admin.password)
      throw new Error(
        "this scenario needs ADMIN_EMAIL and ADMIN_PASSWORD (the cluster's main administrator)",
      );
    const response = await api.postJson('/api/admin-auth/login', {
      email: admin.email,
      password: admin.password,
    });
    set.admin = { email: admin.email, token: tokenOf(response, 'admin login') };
  }
  if (needs.authors > 0) {
    log(`  fixtures: registering ${needs.authors} authors`);
    const indexes = Array.from({ length: needs.authors }, (_, i) => i);
    set.authors = await inBatches(indexes, 4, async (i) => {
      const email = authorEmail(runId, i);
      return { email, token: await registerAuthor(api, email), submissionIds: [] };
    });
  }
  if (needs.submissionsPerAuthor > 0) {
    log(`  fixtures: ${needs.authors * needs.submissionsPerAuthor} submissions`);
    const jobs = set.authors.flatMap((author, a) =>
      Array.from({ length: needs.submissionsPerAuthor }, (_, s) => ({ author, n: a * 31 + s })),
    );
    await inBatches(jobs, 4, async ({ author, n }) => {
      author.submissionIds.push(
        await submitPaper(api, author, journals[n % journals.length] as string, `Load paper ${runId} ${n}`),
      );
    });
  }
  return set;
}
