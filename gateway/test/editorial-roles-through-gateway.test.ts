import { io, type Socket } from 'socket.io-client';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { mailsTo, verifyByMail } from './support/site-mailbox';

interface Json {
  success: boolean;
  message?: string;
  field?: string;
  token?: string;
  admin?: Record<string, unknown>;
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const PASSWORD = 'a long enough password';
/** Journal A (civil-engineering) and journal B (mechanical-engineering): their papers' titles. */
const A_TITLE = 'Prestressed girders of the Alpha viaduct';
const B_TITLE = 'Confidential turbine blade fatigue Bravo';
const NOT_ALLOWED = 'You are not allowed to manage this journal';

/**
 * Issue 28 part 3 over real HTTP through the gateway of the whole site (embedded composition, real
 * Postgres): journal teams (members, invitations, mails), `GET /api/editorial/me`, editors signing in on
 * the admin login, and every `/api/admin/*` answer and the admin socket room scoped to the caller's
 * journals, with a removed role refused on the very next request and a granted one honoured at once.
 */
describeWith('postgres', 'editorial roles through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let nobody: string;
  let managerId: string;
  let editorId: string;
  let editor: string;
  const sockets: Socket[] = [];
  const ids: Record<'a' | 'b', string> = { a: '', b: '' };

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Json>(site, method, route, token, body);
  const text = async (route: string, token: string) => {
    const res = await fetch(`${site.baseUrl}${route}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.text() };
  };
  const userIdOf = async (email: string) =>
    (
      await readUntil(
        () =>
          db.pool.query<{ user_id: string }>(
            'SELECT user_id FROM journals.users WHERE email = $1 AND email_verified',
            [email],
          ),
        (r) => r.rowCount === 1,
        `${email} verified in the journals service`,
      )
    ).rows[0]!.user_id;
  /** A registered account whose address is confirmed and known to the journals service. */
  const person = async (email: string, givenNames: string, familyName: string) => {
    const token = await registerAuthor(site, { email, givenNames, familyName, password: PASSWORD });
    await verifyByMail(site, email);
    return { token, userId: await userIdOf(email) };
  };
  const submit = async (journalName: string, paperTitle: string) => {
    const form = new FormData();
    form.set('userEmail', 'author@example.org');
    form.set('journalName', journalName);
    form.set('journalIcon', '📄');
    form.set('paperTitle', paperTitle);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
  };
  const joinAdminRoom = async (token: string, email: string) => {
    const socket = io(site.baseUrl, { path: '/socket.io/', auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    const notices: [string, Record<string, unknown>][] = [];
    socket.onAny((name: string, payload: Record<string, unknown>) => notices.push([name, payload]));
    const ack = (await socket.emitWithAck('join-admin-room', email)) as { success: boolean; message: string };
    return { socket, notices, ack };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, {
      email: 'author@example.org',
      givenNames: 'Rosalind',
      familyName: 'Franklin',
      password: PASSWORD,
    });
    nobody = await registerAuthor(site, {
      email: 'nobody@example.org',
      givenNames: 'No',
      familyName: 'Role',
      password: PASSWORD,
    });
    managerId = (await person('manager@example.org', 'Mary', 'Manager')).userId;
    editorId = (await person('editor@example.org', 'Edgar', 'Editor')).userId;
    await submit('Civil Engineering', A_TITLE);
    await submit('Mechanical Engineering', B_TITLE);
    const list = await readUntil(
      () => json('GET', '/api/admin/submissions', admin),
      (r) => r.body.data?.submissions?.length === 2,
      'both papers in the administrator list',
    );
    for (const row of list.body.data!.submissions as { id: string; paper_title: string }[])
      ids[row.paper_title === A_TITLE ? 'a' : 'b'] = row.id;
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await site?.stop();
    await db?.drop();
  });

  describe('a journal team', () => {
    it('refuses the members endpoints to everyone but the administrator and the managers (401, 403, 400, 404, 409)', async () => {
      const route = '/api/admin/journals/civil-engineering/members';
      expect((await json('GET', route)).status).toBe(401);
      const asAuthor = await json('POST', route, nobody, { memberEmail: 'x@example.org', role: 'editor' });
      expect([asAuthor.status, asAuthor.body.message]).toEqual([403, NOT_ALLOWED]);
      expect((await json('GET', route, nobody)).body.message).toBe(NOT_ALLOWED);

      const badEmail = await json('POST', route, admin, { memberEmail: 'not an address', role: 'editor' });
      expect([badEmail.status, badEmail.body.field, badEmail.body.message]).toEqual([
        400,
        'memberEmail',
        'Please enter a valid email address',
      ]);
      const badRole = await json('POST', route, admin, { memberEmail: 'x@example.org', role: 'owner' });
      expect([badRole.status, badRole.body.field, badRole.body.message]).toEqual([
        400,
        'role',
        'Role must be manager or editor',
      ]);
      const unknown = await json('POST', '/api/admin/journals/no-such-journal/members', admin, {
        memberEmail: 'x@example.org',
        role: 'editor',
      });
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Journal not found']);
      // Nothing was stored by the refusals.
      expect((await json('GET', route, admin)).body.data).toEqual({ members: [], invitations: [] });
    });

    it('lets the administrator add a manager, and that manager add an editor; mails both', async () => {
      const route = '/api/admin/journals/civil-engineering/members';
      const added = await json('POST', route, admin, { memberEmail: 'Manager@Example.org', role: 'manager' });
      expect(added.status).toBe(201);
      expect(added.body.data).toEqual({
        member: {
          userId: managerId,
          email: 'manager@example.org',
          givenNames: 'Mary',
          familyName: 'Manager',
          role: 'manager',
        },
        invitation: null,
      });
      const again = await json('POST', route, admin, { memberEmail: 'manager@example.org', role: 'editor' });
      expect([again.status, again.body.message]).toEqual([
        409,
        "This person is already on the journal's team",
      ]);

      const manager = (
        await json('POST', '/api/admin-auth/login', undefined, {
          email: 'manager@example.org',
          password: PASSWORD,
        })
      ).body.token!;
      const byManager = await json('POST', route, manager, {
        memberEmail: 'editor@example.org',
        role: 'editor',
      });
      expect(byManager.status).toBe(201);
      expect(byManager.body.data!.member).toMatchObject({ userId: editorId, role: 'editor' });
      const listed = await json('GET', route, manager);
      expect(listed.status).toBe(200);
      expect(listed.body.data!.members).toEqual([
        expect.objectContaining({ userId: managerId, role: 'manager', email: 'manager@example.org' }),
        {
          userId: editorId,
          email: 'editor@example.org',
          givenNames: 'Edgar',
          familyName: 'Editor',
          role: 'editor',
        },
      ]);
      // A manager of one journal manages that journal only; an editor manages none.
      const elsewhere = await json('GET', '/api/admin/journals/mechanical-engineering/members', manager);
      expect([elsewhere.status, elsewhere.body.message]).toEqual([403, NOT_ALLOWED]);
      const managerEdits = await json('PUT', '/api/admin/journals/civil-engineering', manager, {
        description: 'Edited by its manager',
      });
      expect(managerEdits.status).toBe(200);
      editor = (
        await json('POST', '/api/admin-auth/login', undefined, {
          email: 'editor@example.org',
          password: PASSWORD,
        })
      ).body.token!;
      expect((await json('GET', route, editor)).status).toBe(403);
      const missing = await json('DELETE', `${route}/00000000-0000-4000-8000-000000000000`, admin);
      expect([missing.status, missing.body.message]).toEqual([404, 'Member not found']);

      const mail = await readUntil(
        () => mailsTo(site, 'editor@example.org'),
        (mails) => mails.some((m) => m.subject?.includes('editorial team')),
        'the role mail',
      );
      const roleMail = mail.find((m) => m.subject?.includes('editorial team'))!;
      expect(roleMail.subject).toBe('You have joined the editorial team of Civil Engineering');
      expect(roleMail.text).toContain('/admin-login');
    });

    it('answers GET /api/editorial/me for any signed-in user', async () => {
      expect((await json('GET', '/api/editorial/me')).status).toBe(401);
      const mine = await json('GET', '/api/editorial/me', editor);
      expect(mine.body).toEqual({
        success: true,
        data: {
          administrator: false,
          journals: [{ slug: 'civil-engineering', name: 'Civil Engineering', role: 'editor' }],
        },
      });
      expect((await json('GET', '/api/editorial/me', nobody)).body.data).toEqual({
        administrator: false,
        journals: [],
      });
      const everything = (await json('GET', '/api/editorial/me', admin)).body.data!;
      expect(everything.administrator).toBe(true);
      expect(everything.journals).toHaveLength(10);
      expect(new Set(everything.journals.map((j: { role: string }) => j.role))).toEqual(new Set(['manager']));
    });

    it('signs editors in on the admin login and answers everyone else exactly as before', async () => {
      const login = await json('POST', '/api/admin-auth/login', undefined, {
        email: 'editor@example.org',
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({
        success: true,
        message: 'Login successful',
        admin: { email: 'editor@example.org', given_names: 'Edgar', family_name: 'Editor', role: 'editor' },
      });
      const wrong = await json('POST', '/api/admin-auth/login', undefined, {
        email: 'editor@example.org',
        password: 'not the password at all',
      });
      const noRole = await json('POST', '/api/admin-auth/login', undefined, {
        email: 'nobody@example.org',
        password: PASSWORD,
      });
      expect(wrong.status).toBe(401);
      expect([noRole.status, noRole.body.message]).toEqual([401, wrong.body.message]);
      const adminLogin = await json('POST', '/api/admin-auth/login', undefined, {
        email: site.adminEmail,
        password: site.adminPassword,
      });
      expect(adminLogin.body.admin).toMatchObject({ email: site.adminEmail, role: 'admin' });
    });
  });

  describe("an editor of journal A and journal B's papers", () => {
    it("never sees B's paper in the list, stats, CSV, detail, downloads, mails or any other editor's route", async () => {
      const seen: string[] = [];
      const call = async (method: string, route: string, body?: unknown) => {
        const res = await json(method, route, editor, body);
        seen.push(JSON.stringify(res.body));
        return res;
      };
      const list = await call('GET', '/api/admin/submissions');
      expect(list.status).toBe(200);
      expect(list.body.data!.submissions.map((s: { paper_title: string }) => s.paper_title)).toEqual([
        A_TITLE,
      ]);
      expect(list.body.data!.pagination.totalItems).toBe(1);
      const filtered = await call('GET', '/api/admin/submissions?journal=mechanical-engineering');
      expect(filtered.body.data!.submissions).toEqual([]);
      expect(
        (await call('GET', `/api/admin/submissions?search=${encodeURIComponent('Bravo')}`)).body.data!
          .submissions,
      ).toEqual([]);

      const stats = await call('GET', '/api/admin/dashboard/stats');
      expect(stats.status).toBe(200);
      expect(stats.body.data!.totalSubmissions).toBe(1);
      expect(stats.body.data!.journals).toEqual(['Civil Engineering']);
      expect(stats.body.data!.topJournals).toEqual([{ journal_name: 'Civil Engineering', count: 1 }]);

      const csv = await text('/api/admin/submissions/export.csv', editor);
      expect(csv.status).toBe(200);
      expect(csv.body).toContain(A_TITLE);
      seen.push(csv.body);

      expect((await call('GET', `/api/admin/submissions/${ids.a}`)).status).toBe(200);
      const refusals: [string, string, unknown?][] = [
        ['GET', `/api/admin/submissions/${ids.b}`],
        ['GET', `/api/admin/submissions/${ids.b}/download`],
        ['GET', `/api/admin/submissions/${ids.b}/versions/1/download`],
        ['GET', `/api/admin/submissions/${ids.b}/mails?all=true`],
        ['PUT', `/api/admin/submissions/${ids.b}/status`, { status: 'under_review' }],
        [
          'POST',
          `/api/admin/submissions/${ids.b}/reviewers`,
          { reviewerEmail: 'reviewer@example.org', givenNames: 'Re', familyName: 'Viewer' },
        ],
        ['POST', `/api/admin/submissions/${ids.b}/decision`, { decision: 'reject', message: 'No' }],
      ];
      for (const [method, route, body] of refusals) {
        const res = await call(method, route, body);
        expect([method, route, res.status, res.body.message]).toEqual([
          method,
          route,
          404,
          'Submission not found',
        ]);
      }
      const download = await fetch(`${site.baseUrl}/api/admin/submissions/${ids.a}/download`, {
        headers: { authorization: `Bearer ${editor}` },
      });
      expect(download.status).toBe(200);
      const anonymous = new FormData();
      anonymous.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'anonymous.txt');
      const anonymousB = await fetch(`${site.baseUrl}/api/admin/submissions/${ids.b}/anonymous-version`, {
        method: 'POST',
        headers: { authorization: `Bearer ${editor}` },
        body: anonymous,
      });
      expect(anonymousB.status).toBe(404);
      seen.push(await anonymousB.text());
      const article = await call('GET', `/api/admin/articles/${ids.b}`);
      expect(article.status).toBe(404);

      // B's paper is still as it was: the refused status change changed nothing.
      const asAdmin = await json('GET', `/api/admin/submissions/${ids.b}`, admin);
      expect(asAdmin.body.data!.submission.status).toBe('submitted');
      for (const body of seen) expect(body).not.toContain(B_TITLE);
      for (const body of seen) expect(body).not.toContain(ids.b);
    });

    it('refuses a user with no journal role on every editor route (403)', async () => {
      for (const route of [
        '/api/admin/submissions',
        '/api/admin/dashboard/stats',
        '/api/admin/submissions/export.csv',
        `/api/admin/submissions/${ids.a}`,
        `/api/admin/submissions/${ids.a}/download`,
      ]) {
        const res = await json('GET', route, nobody);
        expect([route, res.status]).toEqual([route, 403]);
      }
      const status = await json('PUT', `/api/admin/submissions/${ids.a}/status`, nobody, {
        status: 'accepted',
      });
      expect(status.status).toBe(403);
    });

    it("relays only journal A's live notices to the editor's socket; the administrator hears both", async () => {
      const refused = await joinAdminRoom(nobody, 'nobody@example.org');
      expect(refused.ack).toEqual({ success: false, message: 'Administrator access required' });
      const editorRoom = await joinAdminRoom(editor, 'editor@example.org');
      expect(editorRoom.ack.success).toBe(true);
      const adminRoom = await joinAdminRoom(admin, site.adminEmail);
      expect(adminRoom.ack.success).toBe(true);

      expect(
        (await json('PUT', `/api/admin/submissions/${ids.b}/status`, admin, { status: 'under_review' }))
          .status,
      ).toBe(200);
      expect(
        (await json('PUT', `/api/admin/submissions/${ids.a}/status`, editor, { status: 'under_review' }))
          .status,
      ).toBe(200);
      await readUntil(
        async () => adminRoom.notices.filter(([name]) => name === 'submission-status-updated').length,
        (n) => n === 2,
        'both notices on the administrator socket',
      );
      await readUntil(
        async () => editorRoom.notices.filter(([name]) => name === 'submission-status-updated').length,
        (n) => n >= 1,
        "A's notice on the editor socket",
      );
      // Give B's notice every chance to arrive if it were (wrongly) sent.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(editorRoom.notices.map(([, payload]) => payload.paperTitle)).toEqual([A_TITLE]);
      expect(JSON.stringify(editorRoom.notices)).not.toContain(B_TITLE);
    });
  });

  describe('role changes', () => {
    it('refuses a removed role on the next request, cuts the editorial socket, and honours a new grant without a new login', async () => {
      const live = await joinAdminRoom(editor, 'editor@example.org');
      expect(live.ack.success).toBe(true);
      const disconnected = new Promise<void>((resolve) => live.socket.once('disconnect', () => resolve()));
      expect((await json('GET', '/api/admin/submissions', editor)).status).toBe(200);

      const removed = await json(
        'DELETE',
        `/api/admin/journals/civil-engineering/members/${editorId}`,
        admin,
      );
      expect(removed.status).toBe(200);
      const next = await json('GET', '/api/admin/submissions', editor);
      expect(next.status).toBe(403);
      expect((await json('GET', `/api/admin/submissions/${ids.a}`, editor)).status).toBe(403);
      // Still an author's token.
      expect((await json('GET', '/api/users/profile', editor)).status).toBe(200);
      await disconnected;
      expect(live.notices).toContainEqual(['error', { message: 'Your editorial access has changed' }]);
      expect((await json('GET', '/api/editorial/me', editor)).body.data!.journals).toEqual([]);

      const granted = await json('POST', '/api/admin/journals/civil-engineering/members', admin, {
        memberEmail: 'editor@example.org',
        role: 'editor',
      });
      expect(granted.status).toBe(201);
      const again = await json('GET', '/api/admin/submissions', editor);
      expect(again.status).toBe(200);
      expect(again.body.data!.submissions.map((s: { id: string }) => s.id)).toEqual([ids.a]);
    });

    it('invites an unregistered address and grants the role once that address registers and is confirmed', async () => {
      const route = '/api/admin/journals/mechanical-engineering/members';
      const invited = await json('POST', route, admin, {
        memberEmail: 'newcomer@example.org',
        role: 'manager',
      });
      expect(invited.status).toBe(201);
      expect(invited.body.data).toMatchObject({
        member: null,
        invitation: { email: 'newcomer@example.org', role: 'manager' },
      });
      const twice = await json('POST', route, admin, { memberEmail: 'newcomer@example.org', role: 'editor' });
      expect([twice.status, twice.body.message]).toEqual([
        409,
        "This address has already been invited to the journal's team",
      ]);
      expect((await json('GET', route, admin)).body.data!.invitations).toEqual([
        expect.objectContaining({ email: 'newcomer@example.org', role: 'manager' }),
      ]);
      const invitation = await readUntil(
        () => mailsTo(site, 'newcomer@example.org'),
        (mails) => mails.length > 0,
        'the invitation mail',
      );
      expect(invitation[0]!.subject).toBe('Invitation to the editorial team of Mechanical Engineering');
      expect(invitation[0]!.text).toContain('/register');

      const newcomer = await registerAuthor(site, {
        email: 'newcomer@example.org',
        givenNames: 'Nia',
        familyName: 'Newcomer',
        password: PASSWORD,
      });
      // Registered but not yet confirmed: no role yet (someone else may have typed that address).
      expect((await json('GET', '/api/admin/submissions', newcomer)).status).toBe(403);
      await verifyByMail(site, 'newcomer@example.org');
      const me = await readUntil(
        () => json('GET', '/api/editorial/me', newcomer),
        (r) => r.body.data?.journals?.length === 1,
        'the granted invitation',
      );
      expect(me.body.data!.journals).toEqual([
        { slug: 'mechanical-engineering', name: 'Mechanical Engineering', role: 'manager' },
      ]);
      // The same token, no new login: B's paper now, and never A's.
      const list = await json('GET', '/api/admin/submissions', newcomer);
      expect(list.body.data!.submissions.map((s: { id: string }) => s.id)).toEqual([ids.b]);
      expect((await json('GET', route, admin)).body.data!.invitations).toEqual([]);
    });
  });
});
