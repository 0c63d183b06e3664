import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  makeDoc,
  makeDocx,
  makeTxt,
  describeWith,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Json {
  success: boolean;
  message?: string;
  token?: string;
  user?: { stats: { total_papers: number; published: number }; individual_submissions: Submission[] };
  data?: {
    submissions: Submission[];
    pagination: { totalItems: number };
    statusBreakdown?: { status: string; count: number }[];
  };
}
interface Submission {
  id: string;
  paper_title: string;
  status: string;
  history?: { from_status: string | null; to_status: string }[];
}

/**
 * Issue 3's flows over real HTTP through the gateway of the whole site (embedded composition): the
 * same path a browser takes, with security headers, rate limiting and streaming in between.
 */
describeWith('postgres', 'submissions and the admin API through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  const authorEmail = 'rosalind@example.org';

  async function json(
    method: string,
    route: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${site.baseUrl}${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async function submit(file: Buffer, name: string, email = authorEmail) {
    const form = new FormData();
    form.set('userEmail', email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', name.replace(/\.[^.]+$/, ''));
    form.set('paperFile', new Blob([new Uint8Array(file)]), name);
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  const uploaded = new Map<string, Buffer>();
  const adminQuery = (query = '') => `email=${encodeURIComponent(site.adminEmail)}${query}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    const registration = {
      givenNames: 'Rosalind',
      familyName: 'Franklin',
      password: 'a long enough password',
      termsAccepted: true,
    };
    await json('POST', '/api/registration/register', undefined, { email: authorEmail, ...registration });
    await json('POST', '/api/registration/register', undefined, {
      email: 'other@example.org',
      ...registration,
    });
    author = (
      await json('POST', '/api/registration/login', undefined, {
        email: authorEmail,
        password: registration.password,
      })
    ).body.token!;
    admin = (
      await json('POST', '/api/admin-auth/login', undefined, {
        email: site.adminEmail,
        password: site.adminPassword,
      })
    ).body.token!;
  });
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('accepts each allowed type and shows it in the profile and the admin list', async () => {
    for (const [file, name] of [
      [makeDoc(4096), 'x-ray diffraction.doc'],
      [makeDocx('Helical structure'), 'helical structure.DOCX'],
      [makeTxt(2048), 'notes on dna.txt'],
    ] as const) {
      const res = await submit(file, name);
      uploaded.set(name.replace(/\.[^.]+$/, ''), file);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(
        'Paper submitted successfully! You will receive a confirmation email shortly.',
      );
    }
    const profile = await json('GET', `/api/users/profile?email=${authorEmail}`, author);
    expect(profile.body.user!.stats.total_papers).toBe(3);
    expect(profile.body.user!.individual_submissions.map((s) => s.paper_title).sort()).toEqual([
      'helical structure',
      'notes on dna',
      'x-ray diffraction',
    ]);
    // the admin read model follows through events
    let listed = 0;
    for (let i = 0; i < 50 && listed < 3; i += 1) {
      listed = (await json('GET', `/api/admin/submissions?${adminQuery()}`, admin)).body.data!.pagination
        .totalItems;
      if (listed < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed).toBe(3);
  });

  it('refuses oversized, disguised and foreign uploads, changing nothing', async () => {
    const big = await submit(makeTxt(10.5 * MB), 'too big.txt');
    expect(big).toEqual({
      status: 413,
      body: expect.objectContaining({ success: false, message: 'File size must be less than 10MB' }),
    });
    expect((await submit(makeTxt(3000), 'disguised.docx')).status).toBe(400);
    expect((await submit(Buffer.from('%PDF-1.7\n'), 'paper.pdf')).status).toBe(400);
    expect((await submit(makeTxt(100), 'theirs.txt', 'other@example.org')).status).toBe(403);
    const profile = await json('GET', `/api/users/profile?email=${authorEmail}`, author);
    expect(profile.body.user!.stats.total_papers).toBe(3);
    expect(
      (await json('GET', `/api/admin/submissions?${adminQuery()}`, admin)).body.data!.pagination.totalItems,
    ).toBe(3);
  });

  it('changes a status, which the profile history and the stats show; downloads the same bytes; exports the list', async () => {
    const list = await json(
      'GET',
      `/api/admin/submissions?${adminQuery('&sortBy=paper_title&sortOrder=asc')}`,
      admin,
    );
    const first = list.body.data!.submissions[0]!;
    expect(first.paper_title).toBe('helical structure');
    const changed = await json('PUT', `/api/admin/submissions/${first.id}/status`, admin, {
      status: 'published',
      email: site.adminEmail,
    });
    expect(changed.status).toBe(200);

    const profile = await json('GET', `/api/users/profile?email=${authorEmail}`, author);
    expect(profile.body.user!.stats.published).toBe(1);
    const mine = profile.body.user!.individual_submissions.find((s) => s.id === first.id)!;
    expect(mine.status).toBe('published');
    expect(mine.history!.map((h) => [h.from_status, h.to_status])).toEqual(
      expect.arrayContaining([
        [null, 'submitted'],
        ['submitted', 'published'],
      ]),
    );
    const stats = await json('GET', `/api/admin/dashboard/stats?${adminQuery()}`, admin);
    expect(stats.body.data!.statusBreakdown).toEqual(
      expect.arrayContaining([{ status: 'published', count: 1 }]),
    );

    const original = uploaded.get('helical structure')!;
    const download = await fetch(
      `${site.baseUrl}/api/admin/submissions/${first.id}/download?${adminQuery()}`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('filename="helical structure.docx"');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(original.length);
    expect(sha256(bytes)).toBe(sha256(original));

    const csv = await fetch(
      `${site.baseUrl}/api/admin/submissions/export.csv?${adminQuery('&status=published')}`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2); // header + the one published paper
    expect(lines[1]).toContain('helical structure');
  });

  it('keeps the admin API closed to authors', async () => {
    const res = await json('GET', `/api/admin/submissions?email=${authorEmail}`, author);
    expect(res.status).toBe(403);
  });
});
