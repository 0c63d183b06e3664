import type { RunningSite } from './start-site';

/** A JSON call to a running site (startSite): status and parsed body. */
export async function siteJson<T = Record<string, unknown>>(
  site: Pick<RunningSite, 'baseUrl'>,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${site.baseUrl}${route}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Registers an author (terms accepted) and signs in; returns the author's token. */
export async function registerAuthor(
  site: Pick<RunningSite, 'baseUrl'>,
  author: { email: string; givenNames: string; familyName: string; password: string },
): Promise<string> {
  await siteJson(site, 'POST', '/api/registration/register', undefined, { ...author, termsAccepted: true });
  const login = await siteJson<{ token: string }>(site, 'POST', '/api/registration/login', undefined, {
    email: author.email,
    password: author.password,
  });
  return tokenOf(login, 'author');
}

/** A missing token would surface later as a puzzling 401 on the next call: says here what the login answered. */
function tokenOf(login: { status: number; body: { token?: unknown } }, who: string): string {
  if (login.status !== 200 || typeof login.body?.token !== 'string')
    throw new Error(
      `${who} sign-in failed: HTTP ${login.status} ${JSON.stringify(login.body).slice(0, 300)}`,
    );
  return login.body.token;
}

/** Signs the site's main administrator in; returns the admin token. */
export async function signInAdmin(
  site: Pick<RunningSite, 'baseUrl' | 'adminEmail' | 'adminPassword'>,
): Promise<string> {
  const login = await siteJson<{ token: string }>(site, 'POST', '/api/admin-auth/login', undefined, {
    email: site.adminEmail,
    password: site.adminPassword,
  });
  return tokenOf(login, 'admin');
}

const READ_UNTIL_LIMIT_MS = 30_000;

/**
 * Reads until `done` holds, every 100 ms for up to 30 s of wall time, for effects that travel through the
 * event bus: beside a full parallel suite on two cores an event can take well over 15 s to be consumed
 * (a fixed count of reads, each slower under load, made the limit drift with the load).
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < READ_UNTIL_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  if (!done(value))
    throw new Error(
      `timed out after ${Math.round((Date.now() - started) / 1000)} s waiting for ${what}: ${JSON.stringify(value)}`,
    );
  return value;
}
