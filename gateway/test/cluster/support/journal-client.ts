/** The public API through the gateway, as the SPA calls it. Every call asserts its own success. */
export interface Author {
  email: string;
  password: string;
  givenNames: string;
  familyName: string;
  token: string;
  id: string;
}

async function call<T>(
  baseUrl: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    throw new Error(`${method} ${route}: ${res.status} non-JSON answer: ${text.slice(0, 300)}`);
  }
  return { status: res.status, body };
}

function expectStatus(what: string, actual: number, expected: number, body: unknown): void {
  if (actual !== expected)
    throw new Error(
      `${what}: expected HTTP ${expected}, got ${actual}: ${JSON.stringify(body).slice(0, 500)}`,
    );
}

export function journalClient(baseUrl: string) {
  return {
    async registerAndLogin(tag: string): Promise<Author> {
      const unique = `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const person = {
        email: `${unique}@authors.test`,
        password: 'a long enough password',
        givenNames: 'Grace',
        familyName: `Hopper ${tag}`,
      };
      const registered = await call(baseUrl, 'POST', '/api/registration/register', {
        body: { ...person, termsAccepted: true, marketingAccepted: false },
      });
      expectStatus('register', registered.status, 201, registered.body);
      const login = await call<{ token: string; user: { id: string } }>(
        baseUrl,
        'POST',
        '/api/registration/login',
        {
          body: { email: person.email, password: person.password },
        },
      );
      expectStatus('login', login.status, 200, login.body);
      return { ...person, token: login.body.token, id: login.body.user.id };
    },

    async adminLogin(email: string, password: string): Promise<string> {
      const login = await call<{ token: string }>(baseUrl, 'POST', '/api/admin-auth/login', {
        body: { email, password },
      });
      expectStatus('admin login', login.status, 200, login.body);
      return login.body.token;
    },

    /** Multipart, as the SPA sends it: the file streams through the gateway to the submission service's storage. */
    async submit(author: Author, paperTitle: string, journalName = 'Applied Science'): Promise<string> {
      const form = new FormData();
      form.set('userEmail', author.email);
      form.set('journalName', journalName);
      form.set('paperTitle', paperTitle);
      form.set(
        'paperFile',
        new Blob([`${paperTitle}\n\nAbstract. A paper about clusters.\n`], { type: 'text/plain' }),
        'paper.txt',
      );
      const res = await call<{ submission: { id: string } }>(
        baseUrl,
        'POST',
        '/api/registration/submit-paper',
        { token: author.token, form },
      );
      expectStatus('submit', res.status, 201, res.body);
      return res.body.submission.id;
    },

    async changeStatus(adminToken: string, submissionId: string, status: string): Promise<void> {
      const res = await call(baseUrl, 'PUT', `/api/admin/submissions/${submissionId}/status`, {
        token: adminToken,
        body: { status },
      });
      expectStatus(`status ${status}`, res.status, 200, res.body);
    },
  };
}

export type JournalClient = ReturnType<typeof journalClient>;
