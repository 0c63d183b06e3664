import { request } from 'node:http';

export interface SlowRequest {
  /** Sends the rest of the body; the request is in flight until then. */
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/**
 * A request whose body arrives in two parts, so it is still in flight when the test signals the server.
 * `agent: false` + `Connection: close`: the client keeps no idle connection that would delay the drain.
 */
export function slowRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer,
): SlowRequest {
  const half = Math.max(1, Math.floor(body.length / 2));
  const req = request(url, {
    method,
    agent: false,
    headers: { ...headers, 'content-length': String(body.length), connection: 'close' },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
  });
  req.flushHeaders();
  req.write(body.subarray(0, half));
  return { finish: () => req.end(body.subarray(half)), response };
}

/** A multipart body with text fields and one file (what the SPA's FormData sends). */
export function multipartBody(
  fields: Record<string, string>,
  file: { field: string; name: string; content: string },
) {
  const boundary = `----cluster${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n--${boundary}--\r\n`,
  );
  return { body: Buffer.from(parts.join('')), contentType: `multipart/form-data; boundary=${boundary}` };
}
