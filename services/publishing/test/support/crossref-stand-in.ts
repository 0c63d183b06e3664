import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import busboy from 'busboy';
import { create } from 'xmlbuilder';
import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * A stand-in for Crossref's deposit system, written from its published documentation (Crossref cannot be
 * reached from the tests): `POST /servlet/deposit` (multipart: operation=doMDUpload, login_id,
 * login_passwd, the XML as `fname`) answers 200 "SUCCESS" once the file is received, and
 * `GET /servlet/submissionDownload?usr=&pwd=&file_name=&type=result` answers the file's
 * `doi_batch_diagnostic` (status `in_process` until processed, then `completed` with batch_data
 * success/warning/failure counts and a record_diagnostic per DOI). The client code under test is the real
 * one, configured by URL.
 */
export interface CrossrefBatch {
  fileName: string;
  batchId: string;
  doi: string;
  title: string;
  xml: string;
  /** The form's other fields (operation, login_id, login_passwd). */
  fields: Record<string, string>;
  /** Whether the POST was taken (200) or refused by an outage. */
  accepted: boolean;
}

export interface CrossrefStandInOptions {
  loginId: string;
  password: string;
  /** Whether the service is out now (on the test's clock): 503 answers to every request. */
  outage?: () => false | '503' | 'reset';
  /** Crossref's processing of an accepted batch: a failure message makes its record a Failure. */
  failureFor?: (batch: CrossrefBatch) => string | undefined;
  /** The first this many deposits are refused with 503 (then the outage function decides). */
  refuseDeposits?: number;
  /** Result reads that answer `in_process` before the result is there. */
  pendingReads?: number;
}

export async function startCrossrefStandIn(options: CrossrefStandInOptions) {
  const batches: CrossrefBatch[] = [];
  const resultReads: string[] = [];
  const sockets = new Set<Socket>();
  const readsOf = new Map<string, number>();

  const outageAnswer = (res: ServerResponse, req: IncomingMessage): boolean => {
    const out = options.outage?.();
    if (!out) return false;
    if (out === 'reset') req.socket.destroy();
    else res.writeHead(503, { 'content-type': 'text/plain' }).end('Service temporarily unavailable');
    return true;
  };

  const deposit = (req: IncomingMessage, res: ServerResponse) => {
    const fields: Record<string, string> = {};
    let fileName = '';
    let xml = '';
    const parser = busboy({ headers: req.headers });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (_name, stream, info) => {
      fileName = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => (xml += chunk.toString('utf8')));
    });
    parser.on('close', () => {
      const doc = parseDocument(xml, { xmlMode: true });
      const text = (name: string) =>
        DomUtils.textContent(DomUtils.findOne((e) => e.name === name, doc.children, true) ?? []);
      const batch = {
        fileName,
        batchId: text('doi_batch_id'),
        doi: text('doi'),
        title: text('title'),
        xml,
        fields,
        accepted: false,
      };
      if (batches.length < (options.refuseDeposits ?? 0)) {
        batches.push(batch);
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service temporarily unavailable');
        return;
      }
      if (outageAnswer(res, req)) {
        batches.push(batch);
        return;
      }
      if (fields.login_id !== options.loginId || fields.login_passwd !== options.password) {
        batches.push(batch);
        // Crossref answers a bad login with 401 and an HTML page.
        res.writeHead(401, { 'content-type': 'text/html' }).end('<h2>FAILURE</h2><p>Login failed</p>');
        return;
      }
      batches.push({ ...batch, accepted: true });
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<html><head><title>SUCCESS</title></head><body><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></body></html>',
        );
    });
    req.pipe(parser);
  };

  const result = (url: URL, req: IncomingMessage, res: ServerResponse) => {
    if (outageAnswer(res, req)) return;
    const fileName = url.searchParams.get('file_name') ?? '';
    resultReads.push(fileName);
    if (url.searchParams.get('usr') !== options.loginId || url.searchParams.get('pwd') !== options.password) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('Login failed');
      return;
    }
    const batch = batches.find((b) => b.accepted && b.fileName === fileName);
    const root = create('doi_batch_diagnostic', { version: '1.0', encoding: 'UTF-8' });
    const reads = (readsOf.get(fileName) ?? 0) + 1;
    readsOf.set(fileName, reads);
    if (!batch) root.att('status', 'unknown_submission');
    else if (reads <= (options.pendingReads ?? 0)) root.att('status', 'in_process').att('sp', 'stand-in');
    else {
      const failure = options.failureFor?.(batch);
      root.att('status', 'completed').att('sp', 'stand-in');
      root.ele('submission_id', '1432070000');
      root.ele('batch_id', batch.batchId);
      const record = root.ele('record_diagnostic', { status: failure ? 'Failure' : 'Success' });
      record.ele('doi', batch.doi);
      record.ele('msg', failure ?? 'Successfully added');
      const data = root.ele('batch_data');
      data.ele('record_count', 1);
      data.ele('success_count', failure ? 0 : 1);
      data.ele('warning_count', 0);
      data.ele('failure_count', failure ? 1 : 0);
    }
    res.writeHead(200, { 'content-type': 'text/xml' }).end(root.end({ pretty: true }));
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/servlet/deposit') deposit(req, res);
    else if (req.method === 'GET' && url.pathname === '/servlet/submissionDownload') result(url, req, res);
    else res.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/servlet/deposit`,
    batches,
    resultReads,
    /** Accepted batches per deposit row (the batch id is `{depositId}-{attempt}`). */
    acceptedPerDeposit: () => {
      const counts: Record<string, number> = {};
      for (const b of batches.filter((x) => x.accepted)) {
        const deposit = b.batchId.replace(/-\d+$/, '');
        counts[deposit] = (counts[deposit] ?? 0) + 1;
      }
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
export type CrossrefStandIn = Awaited<ReturnType<typeof startCrossrefStandIn>>;
