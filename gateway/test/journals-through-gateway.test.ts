import {
  createTestDatabase,
  describeWith,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

interface Json {
  success: boolean;
  message?: string;
  field?: string;
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const NEW_JOURNAL = {
  slug: 'marine-science',
  name: 'Marine Science',
  fullTitle: 'Lumina Journal of Marine Science',
  abbreviation: 'LJMS',
  doiCode: 'ms',
};
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/**
 * Issue 28, first part, over real HTTP through the gateway of the whole site (embedded composition, real
 * Postgres): journals as data, the administrator's changes and their refusals, the editorial board's
 * identity rules, cover uploads, and one outbox event per change.
 */
describeWith('postgres', 'journals through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Json>(site, method, route, token, body);
  const events = async (slug: string) =>
    (
      await db.pool.query<{ type: string; version: number; payload: Record<string, unknown> }>(
        'SELECT type, version, payload FROM journals.outbox WHERE aggregate_id = $1 ORDER BY seq',
        [slug],
      )
    ).rows;
  const uploadCover = async (slug: string, bytes: Buffer, token = admin, name = 'cover.png') => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${site.baseUrl}/api/admin/journals/${slug}/cover`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    // The site answers /api/health before its services have started (the administrator's account last).
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, {
      email: 'ada@example.org',
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: 'a long enough password',
    });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  describe('journals', () => {
    it('lists the ten seeded journals publicly, in menu order, with their summary fields only', async () => {
      const res = await json('GET', '/api/journals');
      expect(res.status).toBe(200);
      const journals = res.body.data!.journals as Record<string, unknown>[];
      expect(journals.map((j) => j.slug)).toEqual([
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
      ]);
      expect(Object.keys(journals[0]!).sort()).toEqual(
        [
          'slug',
          'name',
          'fullTitle',
          'abbreviation',
          'issnPrint',
          'issnOnline',
          'description',
          'acceptingSubmissions',
        ].sort(),
      );
      expect(journals[5]).toMatchObject({
        fullTitle: 'Lumina Journal of Applied Science',
        abbreviation: 'LJAS',
      });
    });

    it('shows one journal with its public fields and board; 404 for an unknown slug', async () => {
      const res = await json('GET', '/api/journals/civil-engineering');
      expect(res.status).toBe(200);
      const journal = res.body.data!.journal;
      expect(journal).toMatchObject({
        slug: 'civil-engineering',
        abbreviation: 'LJCE',
        doiCode: 'ce',
        doiPrefix: '10.5555',
        icon: '🏗️',
        defaultLicence: 'CC BY 4.0',
        publicationModel: 'continuous',
        requiredReviewers: 2,
        acceptingSubmissions: true,
        coverUrl: null,
      });
      expect(journal.board.members).toHaveLength(7);
      expect(journal.board.members[0]).toMatchObject({
        name: 'Dr. Raghav S. Menon',
        roleTitle: 'Editor-in-Chief',
        order: 1,
      });
      expect(journal).not.toHaveProperty('coverKey');

      const missing = await json('GET', '/api/journals/no-such-journal');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, message: 'Journal not found' });
    });

    it('lets the administrator create a journal with defaults, and writes journal_created once', async () => {
      const res = await json('POST', '/api/admin/journals', admin, {
        ...NEW_JOURNAL,
        issnOnline: '2049-3630',
      });
      expect(res.status).toBe(201);
      expect(res.body.data!.journal).toMatchObject({
        ...NEW_JOURNAL,
        issnOnline: '2049-3630',
        issnPrint: null,
        icon: '📚',
        acceptingSubmissions: false,
        doiPrefix: '10.5555',
        defaultLicence: 'CC BY 4.0',
        publicationModel: 'continuous',
        requiredReviewers: 2,
        board: { members: [], pastMembers: [] },
      });
      expect((await json('GET', '/api/journals/marine-science')).status).toBe(200);
      const written = await events('marine-science');
      expect(written.map((e) => [e.type, e.version])).toEqual([['journals.journal_created.v1', 1]]);
      expect(written[0]!.payload).toMatchObject({
        slug: 'marine-science',
        doiCode: 'ms',
        issnOnline: '2049-3630',
      });
    });

    it('refuses duplicates (409 with the field), non-administrators (401/403) and bad values (400 with field)', async () => {
      for (const [change, field] of [
        [{ slug: 'civil-engineering' }, 'slug'],
        [{ name: 'civil engineering' }, 'name'],
        [{ abbreviation: 'ljce' }, 'abbreviation'],
        [{ doiCode: 'ce' }, 'doiCode'],
      ] as [Record<string, string>, string][]) {
        const res = await json('POST', '/api/admin/journals', admin, {
          ...NEW_JOURNAL,
          slug: 'other-journal',
          name: 'Other',
          abbreviation: 'OTH',
          doiCode: 'oth',
          ...change,
        });
        expect(res.status).toBe(409);
        expect(res.body.field).toBe(field);
      }
      expect((await json('POST', '/api/admin/journals', author, { ...NEW_JOURNAL, slug: 'x' })).status).toBe(
        403,
      );
      expect(
        (await json('POST', '/api/admin/journals', undefined, { ...NEW_JOURNAL, slug: 'x' })).status,
      ).toBe(401);

      const badIssn = await json('POST', '/api/admin/journals', admin, {
        ...NEW_JOURNAL,
        slug: 'other-journal',
        name: 'Other',
        abbreviation: 'OTH',
        doiCode: 'oth',
        issnPrint: '2049-3631',
      });
      expect(badIssn.status).toBe(400);
      expect(badIssn.body).toMatchObject({
        success: false,
        message: 'Please enter a valid ISSN',
        field: 'issnPrint',
      });
      const badSlug = await json('POST', '/api/admin/journals', admin, { ...NEW_JOURNAL, slug: 'Bad Slug' });
      expect(badSlug.status).toBe(400);
      expect(badSlug.body.field).toBe('slug');
      const missing = await json('POST', '/api/admin/journals', admin, { slug: 'only-slug' });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('name');
      expect((await json('GET', '/api/journals/other-journal')).status).toBe(404);
    });

    it('changes only the fields sent; a bad value changes nothing; the slug stays', async () => {
      const before = (await json('GET', '/api/journals/applied-science')).body.data!.journal;
      const res = await json('PUT', '/api/admin/journals/applied-science', admin, {
        issnPrint: '0317-8471',
        acceptingSubmissions: false,
        requiredReviewers: 3,
      });
      expect(res.status).toBe(200);
      expect(res.body.data!.journal).toMatchObject({
        ...before,
        issnPrint: '0317-8471',
        acceptingSubmissions: false,
        requiredReviewers: 3,
        updatedAt: expect.any(String),
      });

      for (const [body, field] of [
        [{ name: 'Applied Sciences', issnOnline: '1234-5678' }, 'issnOnline'],
        [{ name: 'Applied Sciences', requiredReviewers: 0 }, 'requiredReviewers'],
        [{ name: 'Applied Sciences', publicationModel: 'weekly' }, 'publicationModel'],
        [{ name: 'Applied Sciences', icon: '🦄' }, 'icon'],
        [{ name: 'Applied Sciences', defaultLicence: 'All rights reserved' }, 'defaultLicence'],
        [{ name: 'Applied Sciences', doiPrefix: '11.1234' }, 'doiPrefix'],
        [{ slug: 'renamed' }, 'slug'],
      ] as const) {
        const refused = await json('PUT', '/api/admin/journals/applied-science', admin, body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ success: false, field });
      }
      const clash = await json('PUT', '/api/admin/journals/applied-science', admin, { abbreviation: 'LJCE' });
      expect(clash.status).toBe(409);
      const after = (await json('GET', '/api/journals/applied-science')).body.data!.journal;
      expect(after.name).toBe('Applied Science');
      expect(after.abbreviation).toBe('LJAS');
      expect((await json('PUT', '/api/admin/journals/applied-science', author, { name: 'X' })).status).toBe(
        403,
      );
      expect((await json('PUT', '/api/admin/journals/no-such-journal', admin, { name: 'X' })).status).toBe(
        404,
      );
    });

    it('writes journal_updated once per change, with the snapshot after it, and nothing for a no-op', async () => {
      const before = await events('education');
      expect(before.map((e) => e.type)).toEqual(['journals.journal_created.v1']);
      await json('PUT', '/api/admin/journals/education', admin, {
        issnOnline: '2049-3630',
        doiPrefix: '10.1234',
      });
      await json('PUT', '/api/admin/journals/education', admin, { issnOnline: '2049-3630' }); // same value
      await json('PUT', '/api/admin/journals/education', admin, { issnOnline: 'bad' }); // refused
      const after = await events('education');
      expect(after.map((e) => [e.type, e.version])).toEqual([
        ['journals.journal_created.v1', 1],
        ['journals.journal_updated.v1', 2],
      ]);
      expect(after[1]!.payload).toMatchObject({
        slug: 'education',
        issnOnline: '2049-3630',
        doiPrefix: '10.1234',
        doiCode: 'edu',
        changedFields: ['issnOnline', 'doiPrefix'],
      });
      // The relay publishes them (the service's start() runs it in the embedded composition).
      await readUntil(
        async () =>
          (
            await db.pool.query(
              "SELECT 1 FROM journals.outbox WHERE aggregate_id = 'education' AND sent_at IS NULL",
            )
          ).rowCount,
        (pending) => pending === 0,
        "education's events published",
      );
    });
  });

  describe('editorial board', () => {
    const board = (members: unknown[]) =>
      json('PUT', '/api/admin/journals/law-social-science/board', admin, { members });
    const GRACE = {
      name: 'Grace Hopper',
      roleTitle: 'Editor-in-Chief',
      affiliation: 'Yale',
      orcid: '0000-0002-1694-233X',
    };
    const ALAN = { name: 'Alan Turing', roleTitle: 'Associate Editor', affiliation: 'Manchester' };

    it('replaces the members; the same ORCID iD or, without one, the same name keeps joinedAt', async () => {
      const first = await board([GRACE, ALAN]);
      expect(first.status).toBe(200);
      const seeded = first.body.data!.pastMembers as { name: string; leftAt: string }[];
      expect(seeded.map((m) => m.name)).toHaveLength(1); // the seeded Editor-in-Chief left
      expect(first.body.data!.members.map((m: { name: string; order: number }) => [m.name, m.order])).toEqual(
        [
          ['Grace Hopper', 1],
          ['Alan Turing', 2],
        ],
      );
      const joined = Object.fromEntries(
        first.body.data!.members.map((m: { name: string; joinedAt: string }) => [m.name, m.joinedAt]),
      );

      // Grace renamed (same ORCID iD), Alan with another role (same name): both the same people.
      const second = await board([
        { ...ALAN, roleTitle: 'Editor-in-Chief' },
        { ...GRACE, name: 'Grace B. M. Hopper', orcid: 'https://orcid.org/0000-0002-1694-233X' },
      ]);
      expect(second.status).toBe(200);
      expect(second.body.data!.members).toEqual([
        { ...ALAN, roleTitle: 'Editor-in-Chief', orcid: null, order: 1, joinedAt: joined['Alan Turing'] },
        { ...GRACE, name: 'Grace B. M. Hopper', order: 2, joinedAt: joined['Grace Hopper'] },
      ]);
      expect(second.body.data!.pastMembers).toHaveLength(1);

      // Someone else with Grace's name but another iD is not Grace: she leaves, a new member joins.
      const third = await board([{ ...GRACE, name: 'Grace B. M. Hopper', orcid: '0000-0002-1825-0097' }]);
      expect(third.body.data!.members).toHaveLength(1);
      expect(third.body.data!.members[0].joinedAt).not.toBe(joined['Grace Hopper']);
      const past = third.body.data!.pastMembers as { name: string; leftAt: string; joinedAt: string }[];
      expect(past.map((m) => m.name).sort()).toEqual(
        ['Alan Turing', 'Grace B. M. Hopper', seeded[0]!.name].sort(),
      );
      expect(past.every((m) => Date.parse(m.leftAt) >= Date.parse(m.joinedAt))).toBe(true);
      expect((await json('GET', '/api/journals/law-social-science/board')).body.data).toEqual(
        third.body.data,
      );
    });

    it('refuses a bad ORCID iD (400 with field) and changes nothing; 403 and 404 as elsewhere', async () => {
      const before = (await json('GET', '/api/journals/law-social-science/board')).body.data;
      const res = await board([ALAN, { ...GRACE, orcid: '0000-0002-1825-0098' }]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Please enter a valid ORCID iD', field: 'members.1.orcid' });
      const twice = await board([ALAN, ALAN]);
      expect(twice.status).toBe(400);
      expect(twice.body.field).toBe('members.1.name');
      expect((await json('GET', '/api/journals/law-social-science/board')).body.data).toEqual(before);
      expect(
        (await json('PUT', '/api/admin/journals/law-social-science/board', author, { members: [] })).status,
      ).toBe(403);
      expect((await json('PUT', '/api/admin/journals/nope/board', admin, { members: [] })).status).toBe(404);
      expect((await json('GET', '/api/journals/nope/board')).status).toBe(404);
      // a slug no journal can have (a NUL byte Postgres refuses in text) is no journal, not a 500
      expect((await json('GET', '/api/journals/%00')).status).toBe(404);
      expect((await json('GET', '/api/journals/%00/board')).status).toBe(404);
    });
  });

  describe('cover image', () => {
    it('stores PNG, JPEG and WebP judged by content and serves the latest publicly', async () => {
      expect((await fetch(`${site.baseUrl}/api/journals/management/cover`)).status).toBe(404);
      for (const [bytes, type] of [
        [PNG, 'image/png'],
        [JPEG, 'image/jpeg'],
        [WEBP, 'image/webp'],
      ] as const) {
        const res = await uploadCover('management', bytes, admin, 'named-like-a.pdf');
        expect(res.status).toBe(200);
        expect(res.body.data!.journal.coverUrl).toBe('/api/journals/management/cover');
        const cover = await fetch(`${site.baseUrl}/api/journals/management/cover`);
        expect(cover.status).toBe(200);
        expect(cover.headers.get('content-type')).toBe(type);
        expect(Buffer.from(await cover.arrayBuffer()).equals(bytes)).toBe(true);
      }
    });

    it('refuses other content whatever its name, more than 2 MB, non-administrators and unknown journals', async () => {
      const gif = await uploadCover('education', Buffer.from('GIF89a\x01\x00\x01\x00'), admin, 'cover.png');
      expect(gif.status).toBe(400);
      expect(gif.body.message).toBe('The cover must be a PNG, JPEG or WebP image');
      const big = await uploadCover('education', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
      expect(big.status).toBe(413);
      expect((await fetch(`${site.baseUrl}/api/journals/education/cover`)).status).toBe(404);
      expect((await uploadCover('education', PNG, author)).status).toBe(403);
      expect((await uploadCover('nope', PNG)).status).toBe(404);
      // Exactly 2 MB is allowed.
      const limit = await uploadCover(
        'education',
        Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]),
      );
      expect(limit.status).toBe(200);
    });
  });
});
