import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOrcidOAuthClient } from '../../src/clients/orcid-oauth.client';
import { OrcidExchangeError } from '../../src/domain/orcid-oauth.port';
import { registerAndLogin, startIdentity, type IdentityHarness } from '../support/identity-harness';

const OFF = 'Sign in with ORCID is not set up on this site.';

// Issue 43 item 6; the whole flow is gateway/test/orcid-sign-in-through-gateway.test.ts.
describe('Sign in with ORCID turned off (no ORCID_CLIENT_ID)', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(async () => h.close());

  it('offers no button, answers 404 with a clear message, and disconnect still works', async () => {
    const author = await registerAndLogin(h);
    const auth = { Authorization: `Bearer ${author.token}` };
    const profile = await h.http().get(`/api/users/profile?email=${author.email}`).set(auth);
    expect(profile.body.user).toMatchObject({
      orcidSignInAvailable: false,
      orcidAuthenticated: false,
      orcidWorksGranted: false,
    });
    const start = await h.http().post('/api/profile/orcid/authorize').set(auth).send({ addWorks: true });
    expect(start.status).toBe(404);
    expect(start.body).toMatchObject({ success: false, message: OFF });
    const back = await h.http().get('/api/orcid/callback?code=ABC123&state=x');
    expect(back.status).toBe(404);
    expect(back.body).toMatchObject({ success: false, message: OFF });
    expect((await h.http().delete('/api/profile/orcid').set(auth)).status).toBe(200);
  });
});

describe("ORCID's token endpoint, as the client reads it", () => {
  let server: Server;
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  let baseUrl = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  const client = () => createOrcidOAuthClient({ clientId: 'APP-1', clientSecret: 's', baseUrl });

  it("takes the iD, tokens and scopes of ORCID's answer", async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        access_token: 'a',
        token_type: 'bearer',
        refresh_token: 'r',
        expires_in: 631138518,
        scope: '/authenticate /activities/update',
        name: 'Sofia Garcia',
        orcid: '0000-0002-1825-0097',
      }),
    };
    expect(await client().exchangeCode('C0DE', 'http://site/cb')).toEqual({
      orcid: '0000-0002-1825-0097',
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 631138518,
      scopes: ['/authenticate', '/activities/update'],
    });
  });

  it("reports a refusal by ORCID's error only, and refuses an answer without a valid iD", async () => {
    answer = {
      status: 400,
      body: JSON.stringify({ error: 'invalid_grant', error_description: 'Invalid authorization code: C0DE' }),
    };
    const refused = client().exchangeCode('C0DE', 'http://site/cb');
    await expect(refused).rejects.toThrow(OrcidExchangeError);
    await expect(refused).rejects.toThrow('ORCID refused the code: HTTP 400 invalid_grant');
    await expect(refused).rejects.not.toThrow(/C0DE/);
    answer = {
      status: 200,
      body: JSON.stringify({ access_token: 'a', scope: '/authenticate', orcid: '0000-0002-1825-0098' }),
    };
    await expect(client().exchangeCode('C0DE', 'http://site/cb')).rejects.toThrow(
      'ORCID answered without a valid iD or token',
    );
  });
});
