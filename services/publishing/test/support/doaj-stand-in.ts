import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for DOAJ's article API (v4), written from its published documentation (DOAJ cannot be
 * reached from the tests): `POST /api/v4/articles?api_key=...` with an article's JSON answers 201
 * `{ id, location, status: 'created' }`; `PUT /api/v4/articles/{id}?api_key=...` updates it (204); a
 * wrong key 401 and a malformed article 400, both as DOAJ's JSON error `{ status, error }`.
 */
export interface DoajReceived {
  method: 'POST' | 'PUT';
  id: string;
  body: { bibjson?: Record<string, unknown> };
  accepted: boolean;
}

export async function startDoajStandIn(options: {
  apiKey: string;
  outage?: () => false | '503' | 'reset';
  /** DOAJ's refusal of an article (400 with this error text). */
  errorFor?: (body: DoajReceived['body']) => string | undefined;
}) {
  const received: DoajReceived[] = [];
  const sockets = new Set<Socket>();
  const json = (res: ServerResponse, status: number, body?: unknown) =>
    body === undefined
      ? res.writeHead(status).end()
      : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const match = /^\/api\/v4\/articles(?:\/([^/]+))?$/.exec(url.pathname);
    if (
      !match ||
      (req.method === 'POST') === Boolean(match[1]) ||
      !['POST', 'PUT'].includes(req.method ?? '')
    )
      return json(res, 404, { status: '404', error: 'Not found' });
    let body: DoajReceived['body'] = {};
    try {
      body = JSON.parse(raw) as DoajReceived['body'];
    } catch {
      return json(res, 400, { status: '400', error: 'Supplied data was not valid JSON' });
    }
    const entry: DoajReceived = {
      method: req.method as 'POST' | 'PUT',
      id: match[1] ?? randomUUID().replace(/-/g, ''),
      body,
      accepted: false,
    };
    received.push(entry);
    const out = options.outage?.();
    if (out === 'reset') return req.socket.destroy();
    if (out) return json(res, 503, { status: '503', error: 'Service Unavailable' });
    if (url.searchParams.get('api_key') !== options.apiKey)
      return json(res, 401, { status: '401', error: 'An API Key is required to access this.' });
    const bib = body.bibjson;
    if (!bib || typeof bib.title !== 'string' || !Array.isArray(bib.identifier) || !Array.isArray(bib.link))
      return json(res, 400, {
        status: '400',
        error: 'Field bibjson.title, identifier and link are required',
      });
    const refused = options.errorFor?.(body);
    if (refused) return json(res, 400, { status: '400', error: refused });
    entry.accepted = true;
    if (entry.method === 'PUT') return json(res, 204);
    json(res, 201, { id: entry.id, location: `/api/v4/articles/${entry.id}`, status: 'created' });
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => handle(req, res, raw));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
export type DoajStandIn = Awaited<ReturnType<typeof startDoajStandIn>>;
