import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger, requestLogger, setLogContext } from '../src';
import { CENSOR, TOO_DEEP, redactSecrets } from '../src/secret-redaction';

/** A logger whose lines are kept, parsed, in `lines`. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const text: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        text.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger('test', { level: 'info' }, destination), lines, text };
}

const SECRET = 'hunter2-correct-horse';

describe('secret redaction in log lines', () => {
  afterEach(() => setLogContext(undefined));

  it('censors secrets at any depth of a line, in arrays and in errors, and leaves the rest', () => {
    const { logger, lines, text } = capturingLogger();
    const error = Object.assign(new Error('sign-in failed'), { credential: SECRET });
    logger.info(
      {
        password: SECRET,
        body: { email: 'a@b.org', current_password: SECRET, new_password: SECRET },
        deep: { a: { b: { c: { token: SECRET, kept: 1 } } } },
        list: [{ confirmPassword: SECRET }, 'plain'],
        headers: { authorization: `Bearer ${SECRET}`, cookie: SECRET, 'set-cookie': [SECRET] },
        cause: error,
      },
      'a line',
    );
    logger.error({ err: Object.assign(new Error('boom'), { password: SECRET }) }, 'failed');
    expect(text.join('\n')).not.toContain(SECRET);
    const [line, failed] = lines as [
      Record<string, unknown> & { deep: { a: { b: { c: unknown } } } },
      { err: { stack: string } },
    ];
    expect(line.password).toBe(CENSOR);
    expect(line.body).toEqual({ email: 'a@b.org', current_password: CENSOR, new_password: CENSOR });
    expect(line.deep.a.b.c).toEqual({ token: CENSOR, kept: 1 });
    expect(line.list).toEqual([{ confirmPassword: CENSOR }, 'plain']);
    expect(line.headers).toEqual({ authorization: CENSOR, cookie: CENSOR, 'set-cookie': CENSOR });
    expect(line.cause).toEqual({ credential: CENSOR });
    expect(line.msg).toBe('a line');
    expect(failed.err).toMatchObject({ type: 'Error', message: 'boom', password: CENSOR });
    expect(failed.err.stack).toContain('boom');
  });

  it('never changes what the caller logged', () => {
    const { logger } = capturingLogger();
    const body = { email: 'a@b.org', password: SECRET, nested: { token: SECRET } };
    const list = [{ password: SECRET }];
    logger.info({ body, list }, 'kept');
    expect(body).toEqual({ email: 'a@b.org', password: SECRET, nested: { token: SECRET } });
    expect(list).toEqual([{ password: SECRET }]);
  });

  it("censors secrets in a child logger's bindings", () => {
    const { logger, lines, text } = capturingLogger();
    logger.child({ user: { email: 'a@b.org', password: SECRET } }).info('from a child');
    expect(text.join('\n')).not.toContain(SECRET);
    expect(lines[0]!.user).toEqual({ email: 'a@b.org', password: CENSOR });
  });

  it('keeps the trace fields of the log context on every line', () => {
    const { logger, lines } = capturingLogger();
    setLogContext(() => ({ trace_id: '0af7651916cd43dd8448eb211c80319c', span_id: 'b7ad6b7169203331' }));
    logger.info({ token: SECRET }, 'traced');
    expect(lines[0]).toMatchObject({
      trace_id: '0af7651916cd43dd8448eb211c80319c',
      span_id: 'b7ad6b7169203331',
      token: CENSOR,
    });
  });

  it("censors the request line's error and keeps its request and response fields", async () => {
    const { logger, lines, text } = capturingLogger();
    const logRequest = requestLogger(logger);
    // A handler that fails the way the apps' error middleware reports it to pino-http (res.err).
    const server = createServer((req, res) => {
      logRequest(req, res);
      res.err = Object.assign(new Error('upstream refused'), { token: SECRET });
      res.statusCode = 500;
      res.end('{"message":"failed"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/fails?token=single-use`, {
        headers: { authorization: `Bearer ${SECRET}` },
      });
      expect(res.status).toBe(500);
      await res.text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(text.join('\n')).not.toContain(SECRET);
    expect(text.join('\n')).not.toContain('single-use');
    const line = lines.find((l) => l.res)!;
    expect(line.req).toMatchObject({ method: 'GET', url: '/fails?token=[redacted]' });
    expect(line.res).toEqual({ statusCode: 500 });
    expect(line.err).toMatchObject({ message: 'upstream refused', token: CENSOR });
  });
});

describe('redactSecrets', () => {
  it('returns what holds no secret as it is, without copying', () => {
    const fields = { a: 1, b: { c: [1, 2, { d: 'x' }] } };
    expect(redactSecrets(fields)).toBe(fields);
    expect(redactSecrets('text')).toBe('text');
    expect(redactSecrets(null)).toBeNull();
  });

  it('leaves class instances other than errors to their serializers', () => {
    class Session {
      token = SECRET;
    }
    const session = new Session();
    expect(redactSecrets({ session }).session).toBe(session);
  });

  it('writes no value nested deeper than it searches, and survives cycles', () => {
    let deep: Record<string, unknown> = { password: SECRET };
    for (let i = 0; i < 12; i++) deep = { next: deep };
    expect(JSON.stringify(redactSecrets(deep))).not.toContain(SECRET);
    expect(JSON.stringify(redactSecrets(deep))).toContain(TOO_DEEP);
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(() => JSON.stringify(redactSecrets(cyclic))).not.toThrow();
  });
});
