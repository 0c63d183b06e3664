import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  registerAuthor,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { startOrcidStandIn, type OrcidStandIn } from './support/orcid-stand-in';

/**
 * Issue 43 item 6: Sign in with ORCID through the site, on real Postgres, against a stand-in of ORCID's
 * OAuth server written from ORCID's documentation (support/orcid-stand-in.ts): ORCID itself cannot be
 * reached from the tests.
 */
const CARBERRY = { orcid: '0000-0002-1825-0097', name: 'Josiah Carberry' };
const OTHER_ID = '0000-0001-5109-3700';
const THIRD_ID = '0000-0002-1694-233X';

interface ProfileAnswer {
  user: { orcid: string | null; orcidAuthenticated: boolean; orcidWorksGranted: boolean } & Record<
    string,
    unknown
  >;
}

describeWith('postgres', 'Sign in with ORCID through the site', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let orcid: OrcidStandIn;
  /** Every JSON answer the site gave, to search for tokens. */
  const answers: string[] = [];

  const call = async <T = Record<string, unknown>>(
    method: string,
    route: string,
    token?: string,
    body?: unknown,
  ) => {
    const answer = await siteJson<T>(site, method, route, token, body);
    answers.push(JSON.stringify(answer.body));
    return answer;
  };
  const profile = async (email: string, token: string) =>
    (await call<ProfileAnswer>('GET', `/api/users/profile?email=${encodeURIComponent(email)}`, token)).body
      .user;

  /** The browser's trip: the site's authorize address, ORCID's redirect back, the site's redirect. */
  async function signInAtOrcid(token: string, addWorks?: boolean) {
    const started = await call<{ success: boolean; data: { url: string } }>(
      'POST',
      '/api/profile/orcid/authorize',
      token,
      addWorks === undefined ? {} : { addWorks },
    );
    expect(started.status).toBe(200);
    const atOrcid = await fetch(started.body.data.url, { redirect: 'manual' });
    expect(atOrcid.status).toBe(302);
    // ORCID sends the browser to the registered redirect URI (the site's public address).
    const back = new URL(atOrcid.headers.get('location')!);
    const callback = `${site.baseUrl}${back.pathname}${back.search}`;
    const landed = await fetch(callback, { redirect: 'manual' });
    return {
      authorizeUrl: new URL(started.body.data.url),
      callback,
      status: landed.status,
      location: landed.headers.get('location'),
    };
  }

  const author = async (email: string) => {
    const token = await registerAuthor(site, {
      email,
      givenNames: 'Josiah',
      familyName: 'Carberry',
      password: 'a long password here',
    });
    return token;
  };

  beforeAll(async () => {
    orcid = await startOrcidStandIn();
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: {
        LOG_LEVEL: 'info',
        ORCID_CLIENT_ID: orcid.clientId,
        ORCID_CLIENT_SECRET: orcid.clientSecret,
        ORCID_BASE_URL: orcid.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    await orcid?.close();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('connects an authenticated iD, asking ORCID as documented, and replaces a typed one', async () => {
    const email = 'carberry@example.org';
    const token = await author(email);
    expect(await profile(email, token)).toMatchObject({
      orcid: null,
      orcidAuthenticated: false,
      orcidWorksGranted: false,
      orcidSignInAvailable: true,
    });
    // A typed iD stays possible and unauthenticated.
    const typed = await call('PUT', '/api/registration/update-profile', token, {
      userEmail: email,
      given_names: 'Josiah',
      family_name: 'Carberry',
      orcid: OTHER_ID,
    });
    expect(typed.status).toBe(200);
    expect(await profile(email, token)).toMatchObject({ orcid: OTHER_ID, orcidAuthenticated: false });

    orcid.nextResearcher = CARBERRY;
    const trip = await signInAtOrcid(token);
    const params = trip.authorizeUrl.searchParams;
    expect(`${trip.authorizeUrl.origin}${trip.authorizeUrl.pathname}`).toBe(
      `${orcid.baseUrl}/oauth/authorize`,
    );
    expect(params.get('client_id')).toBe(orcid.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('/authenticate');
    expect(params.get('redirect_uri')).toMatch(/^http:\/\/localhost:\d+\/api\/orcid\/callback$/);
    expect(params.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(trip).toMatchObject({ status: 303, location: '/profile?orcid=connected' });

    const exchange = orcid.tokenRequests.at(-1)!;
    expect(exchange.accept).toBe('application/json');
    expect(exchange.form).toEqual({
      client_id: orcid.clientId,
      client_secret: orcid.clientSecret,
      grant_type: 'authorization_code',
      code: expect.stringMatching(/^[0-9A-F]{6}$/),
      redirect_uri: params.get('redirect_uri'),
    });
    expect(await profile(email, token)).toMatchObject({
      orcid: CARBERRY.orcid,
      orcidAuthenticated: true,
      orcidWorksGranted: false,
    });
    // Only the state's sha256 is stored.
    const { rows: states } = await db.pool.query<{ state_hash: string; used: boolean }>(
      'SELECT state_hash, used_at IS NOT NULL AS used FROM identity.orcid_states',
    );
    expect(states).toEqual([{ state_hash: expect.stringMatching(/^[0-9a-f]{64}$/), used: true }]);
    expect(states[0]!.state_hash).not.toBe(params.get('state'));
    const { rows: grants } = await db.pool.query<{ scopes: string[]; access_token: string }>(
      'SELECT scopes, access_token FROM identity.orcid_connections',
    );
    expect(grants).toEqual([{ scopes: ['/authenticate'], access_token: orcid.issuedTokens.at(-2) }]);

    // The announcement carries the authenticated iD (and never a token).
    const { rows: events } = await db.pool.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM identity.outbox WHERE type = 'identity.user.profile_updated.v1' ORDER BY version DESC LIMIT 1`,
    );
    expect(events[0]!.payload).toMatchObject({ orcid: CARBERRY.orcid, orcidAuthenticated: true });

    // Replaying ORCID's redirect (the state is used): failed, nothing changes.
    const replay = await fetch(trip.callback, { redirect: 'manual' });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/profile?orcid=failed&reason=state');

    // Typing another iD over the authenticated one: typed, unauthenticated, ORCID's grant forgotten.
    await call('PUT', '/api/registration/update-profile', token, {
      userEmail: email,
      given_names: 'Josiah',
      family_name: 'Carberry',
      orcid: THIRD_ID,
    });
    expect(await profile(email, token)).toMatchObject({ orcid: THIRD_ID, orcidAuthenticated: false });
    const { rowCount } = await db.pool.query('SELECT 1 FROM identity.orcid_connections');
    expect(rowCount).toBe(0);
  });

  it('asks for adding works when ticked, and disconnects to a typed iD', async () => {
    const email = 'works@example.org';
    const token = await author(email);
    orcid.nextResearcher = { orcid: OTHER_ID, name: 'Works Author' };
    const trip = await signInAtOrcid(token, true);
    expect(trip.authorizeUrl.searchParams.get('scope')).toBe('/authenticate /activities/update');
    expect(trip.location).toBe('/profile?orcid=connected');
    expect(await profile(email, token)).toMatchObject({
      orcid: OTHER_ID,
      orcidAuthenticated: true,
      orcidWorksGranted: true,
    });

    const gone = await call('DELETE', '/api/profile/orcid', token);
    expect(gone).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Your ORCID iD is no longer connected.',
        data: { orcid: OTHER_ID, orcidAuthenticated: false, orcidWorksGranted: false },
      },
    });
    expect(await profile(email, token)).toMatchObject({
      orcid: OTHER_ID,
      orcidAuthenticated: false,
      orcidWorksGranted: false,
    });
    const { rowCount } = await db.pool.query(
      `SELECT 1 FROM identity.orcid_connections c JOIN identity.users u ON u.id = c.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rowCount).toBe(0);
  });

  it('refuses an iD another account holds as authenticated', async () => {
    const first = await author('holder@example.org');
    orcid.nextResearcher = { orcid: '0000-0003-1419-2405', name: 'Holder' };
    expect((await signInAtOrcid(first)).location).toBe('/profile?orcid=connected');
    const second = await author('second@example.org');
    const trip = await signInAtOrcid(second);
    expect(trip).toMatchObject({ status: 303, location: '/profile?orcid=failed&reason=in-use' });
    expect(await profile('second@example.org', second)).toMatchObject({
      orcid: null,
      orcidAuthenticated: false,
    });
  });

  it('denied, refused code, expired and unknown states store nothing', async () => {
    const email = 'denied@example.org';
    const token = await author(email);
    orcid.denyNext = true;
    expect(await signInAtOrcid(token)).toMatchObject({ status: 303, location: '/profile?orcid=denied' });

    orcid.nextResearcher = { orcid: '0000-0002-9079-593X', name: 'Refused' };
    orcid.refuseNextCode = true;
    expect((await signInAtOrcid(token)).location).toBe('/profile?orcid=failed&reason=orcid');

    // A state older than ten minutes.
    const started = await call<{ data: { url: string } }>('POST', '/api/profile/orcid/authorize', token, {});
    const atOrcid = await fetch(started.body.data.url, { redirect: 'manual' });
    await db.pool.query(
      `UPDATE identity.orcid_states SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const back = new URL(atOrcid.headers.get('location')!);
    const late = await fetch(`${site.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(late.headers.get('location')).toBe('/profile?orcid=failed&reason=state');

    const forged = await fetch(`${site.baseUrl}/api/orcid/callback?code=ABC123&state=made-up`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/profile?orcid=failed&reason=state');
    expect(
      (await fetch(`${site.baseUrl}/api/orcid/callback`, { redirect: 'manual' })).headers.get('location'),
    ).toBe('/profile?orcid=failed&reason=state');

    expect(await profile(email, token)).toMatchObject({ orcid: null, orcidAuthenticated: false });
  });

  it('needs a signed-in author to start or disconnect', async () => {
    expect((await call('POST', '/api/profile/orcid/authorize', undefined, {})).status).toBe(401);
    expect((await call('DELETE', '/api/profile/orcid')).status).toBe(401);
    const token = await author('input@example.org');
    expect(await call('POST', '/api/profile/orcid/authorize', token, { addWorks: 'yes' })).toMatchObject({
      status: 400,
      body: { success: false },
    });
  });

  it('never shows a token in an answer, an event or the log', async () => {
    expect(orcid.issuedTokens.length).toBeGreaterThan(0);
    const { rows } = await db.pool.query<{ payload: unknown }>('SELECT payload FROM identity.outbox');
    const events = JSON.stringify(rows);
    for (const secret of [...orcid.issuedTokens, orcid.clientSecret]) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(events).not.toContain(secret);
      expect(site.output()).not.toContain(secret);
    }
  });
});
