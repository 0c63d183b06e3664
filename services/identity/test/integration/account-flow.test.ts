import {
  freshIp,
  registration,
  registerAndLogin,
  startIdentity,
  STRONG_PASSWORD,
  waitFor,
  type IdentityHarness,
  verificationTokenOf,
} from '../support/identity-harness';
import { hashVerificationToken } from '../../src/domain/verification-token';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(async () => {
  await h.close();
});

const registeredEventFor = (email: string) =>
  waitFor(() =>
    h.published.find(
      (e) => e.type === 'identity.user.registered.v1' && (e.payload as { email: string }).email === email,
    ),
  );

describe('register -> check-email -> login -> profile -> update -> change password -> login again', () => {
  it('runs the whole author journey against real Postgres', async () => {
    const body = registration({
      email: 'Journey.Author@Example.com',
      givenNames: '  Grace ',
      familyName: 'Hopper',
    });

    const before = await h.http().post('/api/registration/check-email').send({ email: body.email });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, exists: false, message: expect.any(String) });

    const registered = await h.http().post('/api/registration/register').send(body);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      success: true,
      message: 'Registration successful! Please check your email for verification.',
    });

    const after = await h
      .http()
      .post('/api/registration/check-email')
      .send({ email: 'journey.author@example.com' });
    expect(after.body).toMatchObject({ success: true, exists: true });

    const login = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: body.email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { given_names: 'Grace', family_name: 'Hopper', email: body.email, email_verified: false },
    });
    expect(typeof login.body.token).toBe('string');
    const token = login.body.token as string;
    const userId = login.body.user.id as string;

    h.submissions.answer = {
      stats: { total_papers: 2, published: 1 },
      submissions: [
        {
          id: 's1',
          paper_title: 'On Compilers',
          abstract: 'Compilers, explained.',
          keywords: ['compilers'],
          co_authors: [],
          journal_name: 'LJCSE',
          journal_icon: '💻',
          status: 'published',
          submission_date: '2025-01-01T00:00:00.000Z',
          updated_at: '2025-02-01T00:00:00.000Z',
          history: [],
        },
      ],
    };
    const profile = await h
      .http()
      .get('/api/users/profile')
      .query({ email: body.email })
      .set('Authorization', `Bearer ${token}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      success: true,
      submissions_unavailable: false,
      user: {
        id: userId,
        given_names: 'Grace',
        family_name: 'Hopper',
        email: body.email,
        email_verified: false,
        institution: null,
        stats: { total_papers: 2, published: 1 },
        individual_submissions: [{ id: 's1', paper_title: 'On Compilers' }],
      },
    });
    expect(new Date(profile.body.user.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(h.submissions.calls).toContain(userId);

    const update = await h
      .http()
      .put('/api/registration/update-profile')
      .set('Authorization', `Bearer ${token}`)
      .send({ userEmail: body.email, given_names: 'Grace Brewster', family_name: 'Murray Hopper' });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      success: true,
      data: { email_changed: false, user: { given_names: 'Grace Brewster', family_name: 'Murray Hopper' } },
    });

    const newPassword = 'an even longer passphrase';
    const change = await h
      .http()
      .put('/api/registration/update-profile')
      .set('Authorization', `Bearer ${token}`)
      .send({
        userEmail: body.email,
        given_names: 'Grace Brewster',
        family_name: 'Murray Hopper',
        current_password: STRONG_PASSWORD,
        new_password: newPassword,
        confirm_password: newPassword,
      });
    expect(change.status).toBe(200);
    expect(change.body.data.email_changed).toBe(false);

    const oldLogin = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: body.email, password: STRONG_PASSWORD });
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.body).toEqual({
      success: false,
      message: 'Invalid email or password.',
      code: 'UNAUTHORIZED',
    });
    const newLogin = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: body.email, password: newPassword });
    expect(newLogin.status).toBe(200);
    expect(newLogin.body.user.given_names).toBe('Grace Brewster');

    // One registered event (version 1) and two profile updates (versions 2, 3), in order, through the outbox.
    const events = await waitFor(() => {
      const mine = h.published.filter((e) => e.aggregateId === userId);
      return mine.length === 3 ? mine : undefined;
    });
    expect(events.map((e) => [e.type, e.version])).toEqual([
      ['identity.user.registered.v1', 1],
      ['identity.user.profile_updated.v1', 2],
      ['identity.user.profile_updated.v1', 3],
    ]);
    expect(events[1]!.payload).toEqual({
      userId,
      email: body.email,
      givenNames: 'Grace Brewster',
      familyName: 'Murray Hopper',
      emailChanged: false,
      // The profile's institution and ORCID iD travel with it (issue 30).
      institution: null,
      orcid: null,
      // Issue 43 item 6: a typed iD (or none) is not authenticated.
      orcidAuthenticated: false,
    });
    const { rows } = await h.db.pool.query(
      'SELECT count(*) AS pending FROM identity.outbox WHERE sent_at IS NULL',
    );
    expect(rows[0].pending).toBe(0);
  });

  it('rejects a wrong current password and changes nothing', async () => {
    const author = await registerAndLogin(h);
    const res = await h
      .http()
      .put('/api/registration/update-profile')
      .set('Authorization', `Bearer ${author.token}`)
      .send({
        userEmail: author.email,
        given_names: 'Changed',
        family_name: 'Name',
        current_password: 'not the password',
        new_password: 'brand new passphrase',
        confirm_password: 'brand new passphrase',
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Current password is incorrect' });
    const { rows } = await h.db.pool.query('SELECT given_names, version FROM identity.users WHERE id = $1', [
      author.user.id,
    ]);
    expect(rows[0]).toEqual({ given_names: 'Ada', version: 1 });
    const login = await h
      .http()
      .post('/api/registration/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: author.email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe('registration rules', () => {
  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const body = registration({ email: 'twice@example.com' });
    expect((await h.http().post('/api/registration/register').send(body)).status).toBe(201);
    const again = await h
      .http()
      .post('/api/registration/register')
      .send({ ...body, email: 'TWICE@example.COM' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: 'An account with this email already exists.',
    });
    const { rows } = await h.db.pool.query(
      "SELECT count(*) AS n FROM identity.users WHERE lower(email) = 'twice@example.com'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('stores an argon2id hash (at least OWASP parameters), never the password, and only the hash of the verification token', async () => {
    const body = registration();
    await h.http().post('/api/registration/register').send(body);
    const { rows } = await h.db.pool.query(
      'SELECT id, password_hash, marketing_accepted, terms_accepted_at FROM identity.users WHERE email = $1',
      [body.email],
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=2\$/);
    expect(rows[0].password_hash).not.toContain(body.password);
    expect(rows[0].terms_accepted_at).toBeInstanceOf(Date);
    const event = await registeredEventFor(body.email);
    // The event names the verification; its token is not in it.
    expect(JSON.stringify(event.payload)).not.toMatch(/token/i);
    const raw = await verificationTokenOf(h, event);
    const tokens = await h.db.pool.query(
      'SELECT token_hash FROM identity.email_verification_tokens WHERE user_id = $1',
      [rows[0].id],
    );
    expect(tokens.rows).toEqual([{ token_hash: hashVerificationToken(raw) }]);
    expect(tokens.rows[0].token_hash).not.toBe(raw);
  });
});

describe('email verification link', () => {
  it('verifies once, then refuses the used token; unknown tokens are refused', async () => {
    const body = registration();
    await h.http().post('/api/registration/register').send(body);
    const raw = await verificationTokenOf(h, await registeredEventFor(body.email));

    const first = await h.http().get('/api/registration/verify-email').query({ token: raw });
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/login?verified=1');
    const { rows } = await h.db.pool.query('SELECT email_verified FROM identity.users WHERE email = $1', [
      body.email,
    ]);
    expect(rows[0].email_verified).toBe(true);

    const reused = await h.http().get('/api/registration/verify-email').query({ token: raw });
    expect(reused.headers.location).toBe('/login?verified=0');
    const unknown = await h.http().get('/api/registration/verify-email').query({ token: 'not-a-token' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/login?verified=0');
    const missing = await h.http().get('/api/registration/verify-email');
    expect(missing.headers.location).toBe('/login?verified=0');
  });

  it('refuses an expired token', async () => {
    const body = registration();
    await h.http().post('/api/registration/register').send(body);
    const raw = await verificationTokenOf(h, await registeredEventFor(body.email));
    await h.db.pool.query(
      "UPDATE identity.email_verification_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hashVerificationToken(raw)],
    );
    const res = await h.http().get('/api/registration/verify-email').query({ token: raw });
    expect(res.headers.location).toBe('/login?verified=0');
    const { rows } = await h.db.pool.query('SELECT email_verified FROM identity.users WHERE email = $1', [
      body.email,
    ]);
    expect(rows[0].email_verified).toBe(false);
  });

  it('refuses to move to an address another author already has (409) and changes nothing', async () => {
    const a = await registerAndLogin(h);
    const b = await registerAndLogin(h);
    const res = await h
      .http()
      .put('/api/registration/update-profile')
      .set('Authorization', `Bearer ${a.token}`)
      .send({
        userEmail: a.email,
        given_names: 'Other',
        family_name: 'Name',
        new_email: b.email.toUpperCase(),
        current_password: STRONG_PASSWORD,
      });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists.');
    const { rows } = await h.db.pool.query('SELECT email, given_names FROM identity.users WHERE id = $1', [
      a.user.id,
    ]);
    expect(rows[0]).toEqual({ email: a.email, given_names: 'Ada' });
  });
});

describe('profile details', () => {
  it('serves the profile with empty submissions and submissions_unavailable when the submission service fails', async () => {
    const author = await registerAndLogin(h);
    h.submissions.answer = new Error('connection refused');
    const res = await h
      .http()
      .get('/api/users/profile')
      .query({ email: author.email })
      .set('Authorization', `Bearer ${author.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      submissions_unavailable: true,
      user: { email: author.email, stats: { total_papers: 0, published: 0 }, individual_submissions: [] },
    });
  });

  it("GET /api/registration/profile/:id answers the caller's own profile only", async () => {
    h.submissions.answer = { stats: { total_papers: 0, published: 0 }, submissions: [] };
    const a = await registerAndLogin(h);
    const b = await registerAndLogin(h);
    const own = await h
      .http()
      .get(`/api/registration/profile/${a.user.id}`)
      .set('Authorization', `Bearer ${a.token}`);
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({
      id: a.user.id,
      email: a.email,
      stats: { total_papers: 0, published: 0 },
    });
    const other = await h
      .http()
      .get(`/api/registration/profile/${b.user.id}`)
      .set('Authorization', `Bearer ${a.token}`);
    expect(other.status).toBe(403);
    expect(other.body.success).toBe(false);
    const nonsense = await h
      .http()
      .get('/api/registration/profile/not-a-uuid')
      .set('Authorization', `Bearer ${a.token}`);
    expect(nonsense.status).toBe(403);
    expect((await h.http().get(`/api/registration/profile/${a.user.id}`)).status).toBe(401);
  });

  it('gets and sets the institution (trimmed, non-empty, at most 200 characters)', async () => {
    const author = await registerAndLogin(h);
    const auth = { Authorization: `Bearer ${author.token}` };
    expect(
      (await h.http().get('/api/users/institution').query({ email: author.email }).set(auth)).body,
    ).toEqual({ success: true, institution: null });

    const saved = await h
      .http()
      .put('/api/users/institution')
      .set(auth)
      .send({ email: author.email, institution: '  Indian Institute of Science, Bengaluru  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      institution: 'Indian Institute of Science, Bengaluru',
    });
    expect(
      (await h.http().get('/api/users/institution').query({ email: author.email }).set(auth)).body
        .institution,
    ).toBe('Indian Institute of Science, Bengaluru');

    const blank = await h
      .http()
      .put('/api/users/institution')
      .set(auth)
      .send({ email: author.email, institution: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, message: 'Please enter your institution' });
    const long = await h
      .http()
      .put('/api/users/institution')
      .set(auth)
      .send({ email: author.email, institution: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Institution must be at most 200 characters');
    const exactly200 = await h
      .http()
      .put('/api/users/institution')
      .set(auth)
      .send({ email: author.email, institution: 'y'.repeat(200) });
    expect(exactly200.status).toBe(200);

    const profile = await h.http().get('/api/users/profile').query({ email: author.email }).set(auth);
    expect(profile.body.user.institution).toBe('y'.repeat(200));

    // Each change is announced with the profile (issue 30: submissions take it as the affiliation).
    const updates = await waitFor(() => {
      const mine = h.published.filter(
        (e) => e.aggregateId === author.user.id && e.type === 'identity.user.profile_updated.v1',
      );
      return mine.length === 2 ? mine : undefined;
    });
    expect(updates.map((e) => (e.payload as { institution: string }).institution)).toEqual([
      'Indian Institute of Science, Bengaluru',
      'y'.repeat(200),
    ]);
    const versions = updates.map((e) => e.version);
    expect(versions[1]).toBe(versions[0]! + 1);
  });

  it('internal GET /internal/users/:userId answers other services with the internal token only', async () => {
    const author = await registerAndLogin(h);
    const res = await h
      .http()
      .get(`/internal/users/${author.user.id}`)
      .set('Authorization', 'Internal internal-test-token-0123456789');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: author.user.id,
      email: author.email,
      given_names: 'Ada',
      family_name: 'Lovelace',
      email_verified: false,
    });
    expect((await h.http().get(`/internal/users/${author.user.id}`)).status).toBe(401);
    expect(
      (await h.http().get(`/internal/users/${author.user.id}`).set('Authorization', `Bearer ${author.token}`))
        .status,
    ).toBe(401);
    const missing = await h
      .http()
      .get('/internal/users/00000000-0000-4000-8000-000000000000')
      .set('Authorization', 'Internal internal-test-token-0123456789');
    expect(missing.status).toBe(404);
  });
});

describe('cookie consent', () => {
  it('stores the choice with email or null, user agent, session id and time', async () => {
    const res = await h.http().post('/api/registration/cookie-consent').send({
      userEmail: null,
      consent: true,
      userAgent: 'Mozilla/5.0 test',
      ipAddress: null,
      sessionId: '1732180000000-abc123',
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    // Issue 9: the email is recorded only when it is the signed-in caller's own (null otherwise).
    const reader = await registerAndLogin(h, { email: 'reader@example.com' });
    const declined = await h
      .http()
      .post('/api/registration/cookie-consent')
      .set('Authorization', `Bearer ${reader.token}`)
      .send({
        userEmail: 'reader@example.com',
        consent: false,
        userAgent: 'Other UA',
        ipAddress: null,
        sessionId: '1732180000001-def456',
      });
    expect(declined.status).toBe(201);
    const { rows } = await h.db.pool.query(
      'SELECT user_email, consent, user_agent, ip_address, session_id, created_at FROM identity.cookie_consents ORDER BY created_at',
    );
    expect(rows).toEqual([
      {
        user_email: null,
        consent: true,
        user_agent: 'Mozilla/5.0 test',
        ip_address: null,
        session_id: '1732180000000-abc123',
        created_at: expect.any(Date),
      },
      {
        user_email: 'reader@example.com',
        consent: false,
        user_agent: 'Other UA',
        ip_address: null,
        session_id: '1732180000001-def456',
        created_at: expect.any(Date),
      },
    ]);
    const bad = await h.http().post('/api/registration/cookie-consent').send({ consent: 'yes' });
    expect(bad.status).toBe(400);
  });
});
