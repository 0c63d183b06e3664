import { deflateRawSync } from 'node:zlib';
import { makeDocx } from '@journal/testing';
import { measureInflation } from '../src';
import { underDeclaredDocx } from './support/under-declared-zip';

const MB = 1024 * 1024;
const LIMITS = { maxTotalBytes: 100 * MB, maxRatio: 100, ratioFloorBytes: 64 * 1024 };

describe('measureInflation counts the bytes actually inflated', () => {
  it('accepts an ordinary document and counts its parts', async () => {
    const verdict = await measureInflation(makeDocx('Hello, reviewers.', 2000), LIMITS);
    expect(verdict).toEqual({ ok: true, inflatedBytes: expect.any(Number) });
    expect(verdict.inflatedBytes).toBeGreaterThan(2000);
  });

  it('refuses 200 MB of zeros declared as 1,000 bytes, stopping soon after the limit', async () => {
    const bomb = underDeclaredDocx(200 * MB);
    expect(bomb.length).toBeLessThan(MB);
    // Both records declare 1,000 bytes: a check of declared sizes cannot see it.
    const started = Date.now();
    const verdict = await measureInflation(bomb, { ...LIMITS, maxRatio: Number.MAX_SAFE_INTEGER });
    expect(verdict).toMatchObject({ ok: false, problem: 'too_large' });
    expect(verdict.inflatedBytes).toBeGreaterThan(100 * MB);
    expect(verdict.inflatedBytes).toBeLessThan(120 * MB); // stopped, not inflated to 200 MB
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('refuses by the real ratio when the declared sizes look harmless', async () => {
    const verdict = await measureInflation(underDeclaredDocx(10 * MB), LIMITS);
    expect(verdict).toMatchObject({ ok: false, problem: 'ratio' });
  });

  it('calls an archive whose entry inflates to another size than declared unreadable', async () => {
    const lying = makeDocx('x', 0, [
      { name: 'word/media/a.bin', data: Buffer.alloc(5000, 7), deflate: true, declaredSize: 10 },
    ]);
    expect(await measureInflation(lying, LIMITS)).toMatchObject({ ok: false, problem: 'unreadable' });
  });

  it('calls a broken deflate stream or a non-zip unreadable', async () => {
    const good = deflateRawSync(Buffer.alloc(5000, 1));
    const docx = makeDocx('x', 0, [{ name: 'word/media/a.bin', data: Buffer.alloc(5000, 1), deflate: true }]);
    const at = docx.indexOf(good);
    expect(at).toBeGreaterThan(0);
    docx.fill(0xff, at, at + Math.min(8, good.length)); // corrupt the compressed bytes
    expect(await measureInflation(docx, LIMITS)).toMatchObject({ ok: false, problem: 'unreadable' });
    expect(await measureInflation(Buffer.from('not a zip at all'), LIMITS)).toMatchObject({
      ok: false,
      problem: 'unreadable',
    });
  });
});
