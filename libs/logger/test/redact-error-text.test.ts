import { Writable } from 'node:stream';
import { createLogger } from '../src';
import { redactUrlsIn } from '../src/redact-error-text';

const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';

describe('URLs quoted in error messages', () => {
  it('are redacted as request logs are; other text stays', () => {
    expect(redactUrlsIn(`GET http://127.0.0.1:3013/api/reviews/${token}/file failed`)).toBe(
      'GET http://127.0.0.1:3013/api/reviews/[redacted]/file failed',
    );
    expect(redactUrlsIn(`No API route for GET /review%2F${token}`)).toBe(
      'No API route for GET /review/[redacted]',
    );
    expect(redactUrlsIn('sign-in failed: a/b')).toBe('sign-in failed: a/b');
  });

  it("an error's message and the head of its stack reach the log without the secret; frames are kept", () => {
    let written = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const logger = createLogger('t', { level: 'info' }, sink);
    logger.error({ err: new Error(`fetch /api/sushi/r51/members?api_key=${token} failed`) }, 'failed');
    const line = JSON.parse(written) as { err: { message: string; stack: string } };
    expect(written).not.toContain(token);
    expect(line.err.message).toBe('fetch /api/sushi/r51/members?api_key=[redacted] failed');
    expect(line.err.stack).toContain('redact-error-text.test.ts');
  });
});
