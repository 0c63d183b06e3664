import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for ORCID's OAuth server (ORCID itself cannot be reached from the tests), written from ORCID's
 * documentation of three-legged OAuth (https://info.orcid.org/documentation/api-tutorials/api-tutorial-get-and-authenticated-orcid-id/):
 * - `GET /oauth/authorize?client_id&response_type=code&scope&redirect_uri&state`: where ORCID signs the
 *   researcher in and asks for consent; it sends the browser back to `redirect_uri` with `?code=…&state=…`,
 *   or with `?error=access_denied&error_description=…&state=…` when the researcher denies access.
 * - `POST /oauth/token` (form: client_id, client_secret, grant_type=authorization_code, code, redirect_uri;
 *   `Accept: application/json`): `{ access_token, token_type: "bearer", refresh_token, expires_in, scope,
 *   name, orcid }`; a code used twice or unknown is `400 { error: "invalid_grant" }`, wrong client
 *   credentials `401 { error: "invalid_client" }`.
 * Who signs in next and whether they deny access is set by the test (`nextResearcher`, `denyNext`,
 * `refuseNextCode`: the token endpoint answers `401 invalid_grant` once).
 *
 * And ORCID's member API for works (v3.0, https://info.orcid.org/documentation/api-tutorials/api-tutorial-add-and-update-data-on-an-orcid-record/):
 * - `POST /v3.0/{orcid}/work` with the work XML (`Content-Type: application/vnd.orcid+xml`) and
 *   `Authorization: Bearer {access token of that iD}`: 201 with `Location: .../v3.0/{orcid}/work/{put-code}`;
 * - `PUT /v3.0/{orcid}/work/{put-code}` with the work carrying that `put-code`: 200;
 * - a token not issued for that iD, or without `/activities/update`: 401/403 with ORCID's JSON error
 *   (`response-code`, `developer-message`, `user-message`, `error-code`); a work the test refuses
 *   (`refuseWork`): 400 with its `user-message`; a duplicate external id: 409.
 */
export interface OrcidStandIn {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The researcher who signs in at ORCID next. */
  nextResearcher: { orcid: string; name: string };
  denyNext: boolean;
  refuseNextCode: boolean;
  /** Every token request's form and Accept header, in order. */
  tokenRequests: { form: Record<string, string>; accept: string | undefined }[];
  /** Every access and refresh token handed out (to search the site's answers for). */
  issuedTokens: string[];
  /** Works received by the member API, in order (accepted or not). */
  works: {
    method: 'POST' | 'PUT';
    orcid: string;
    putCode: string | null;
    xml: string;
    status: number;
    /** The put-code a 201 gave in its Location. */
    location?: string;
  }[];
  /** A `user-message` to refuse the next work with (400), once. */
  refuseWork: string | null;
  /** Grants an access token for an iD and scope without the OAuth dance (tests of the member API alone). */
  grantToken(orcid: string, scope: string): string;
  close(): Promise<void>;
}

interface IssuedCode {
  orcid: string;
  name: string;
  scope: string;
  redirectUri: string;
  used: boolean;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export async function startOrcidStandIn(): Promise<OrcidStandIn> {
  const codes = new Map<string, IssuedCode>();
  const standIn: OrcidStandIn = {
    baseUrl: '',
    clientId: 'APP-STANDIN0000000',
    clientSecret: `secret-${randomBytes(8).toString('hex')}`,
    nextResearcher: { orcid: '0000-0002-1825-0097', name: 'Josiah Carberry' },
    denyNext: false,
    refuseNextCode: false,
    tokenRequests: [],
    issuedTokens: [],
    works: [],
    refuseWork: null,
    grantToken: (orcid, scope) => {
      const token = randomBytes(16).toString('hex');
      tokens.set(token, { orcid, scope });
      standIn.issuedTokens.push(token);
      return token;
    },
    close: async () => {},
  };
  /** Access tokens issued: whose record and which scopes they open. */
  const tokens = new Map<string, { orcid: string; scope: string }>();
  let nextPutCode = 1_000_000;
  const orcidError = (status: number, userMessage: string, errorCode: number) => ({
    'response-code': status,
    'developer-message': `${status}: ${userMessage}`,
    'user-message': userMessage,
    'error-code': errorCode,
    'more-info': 'https://members.orcid.org/api/resources/troubleshooting',
  });
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri');
        if (q.get('client_id') !== standIn.clientId || q.get('response_type') !== 'code' || !redirectUri) {
          res.writeHead(400).end('invalid authorize request');
          return;
        }
        const back = new URL(redirectUri);
        if (standIn.denyNext) {
          standIn.denyNext = false;
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'User denied access');
        } else {
          const code = randomBytes(3).toString('hex').toUpperCase();
          codes.set(code, {
            ...standIn.nextResearcher,
            scope: q.get('scope') ?? '',
            redirectUri,
            used: false,
          });
          back.searchParams.set('code', code);
        }
        if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
        standIn.tokenRequests.push({ form, accept: req.headers.accept });
        if (form.client_id !== standIn.clientId || form.client_secret !== standIn.clientSecret)
          return json(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
        const issued = form.code ? codes.get(form.code) : undefined;
        if (standIn.refuseNextCode) {
          standIn.refuseNextCode = false;
          return json(res, 401, {
            error: 'invalid_grant',
            error_description: `Invalid authorization code: ${form.code}`,
          });
        }
        if (
          form.grant_type !== 'authorization_code' ||
          !issued ||
          issued.used ||
          issued.redirectUri !== form.redirect_uri
        )
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: `Invalid authorization code: ${form.code}`,
          });
        issued.used = true;
        const access = randomBytes(16).toString('hex');
        const refresh = randomBytes(16).toString('hex');
        standIn.issuedTokens.push(access, refresh);
        tokens.set(access, { orcid: issued.orcid, scope: issued.scope });
        return json(res, 200, {
          access_token: access,
          token_type: 'bearer',
          refresh_token: refresh,
          expires_in: 631138518,
          scope: issued.scope,
          name: issued.name,
          orcid: issued.orcid,
        });
      }
      const work = /^\/v3\.0\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/work(?:\/(\d+))?$/.exec(url.pathname);
      if (
        work &&
        (req.method === 'POST' || req.method === 'PUT') &&
        (req.method === 'PUT') === Boolean(work[2])
      ) {
        const [, orcid, putCode = null] = work;
        const xml = await readBody(req);
        const record = (status: number) =>
          standIn.works.push({ method: req.method as 'POST' | 'PUT', orcid: orcid!, putCode, xml, status });
        const grant = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!grant || grant.orcid !== orcid) {
          record(401);
          return json(res, 401, orcidError(401, 'The access token is not valid for this record', 9017));
        }
        if (!grant.scope.split(/\s+/).includes('/activities/update')) {
          record(403);
          return json(res, 403, orcidError(403, 'Insufficient scope: /activities/update is required', 9006));
        }
        if (standIn.refuseWork) {
          const message = standIn.refuseWork;
          standIn.refuseWork = null;
          record(400);
          return json(res, 400, orcidError(400, message, 9001));
        }
        if (req.method === 'PUT') {
          record(200);
          res.writeHead(200, { 'content-type': 'application/vnd.orcid+xml' }).end(xml);
          return;
        }
        const code = String(nextPutCode++);
        record(201);
        standIn.works.at(-1)!.location = code;
        res.writeHead(201, { location: `${standIn.baseUrl}/v3.0/${orcid}/work/${code}` }).end();
        return;
      }
      res.writeHead(404).end();
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
