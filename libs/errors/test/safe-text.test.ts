import express from 'express';
import request from 'supertest';
import {
  assertSafeText,
  errorMiddleware,
  isSafeText,
  rejectMalformedUrl,
  safeText,
  unsafeCharacterIn,
  ValidationError,
} from '../src';
import { malformedUrlProblem } from '../src/malformed-url';

describe('the text-safety rule', () => {
  it.each([
    ['\u0000', 'U+0000'],
    ['\u0007', 'U+0007'],
    ['\r', 'U+000D'],
    ['\n', 'U+000A'],
    ['\t', 'U+0009'],
    ['\u001b[31m', 'U+001B'],
    ['\u007f', 'U+007F'],
    ['\u202a', 'U+202A'],
    ['\u202e', 'U+202E'],
    ['\u2066', 'U+2066'],
    ['\u2069', 'U+2069'],
    // Issue 26: C1 controls, the Unicode line and paragraph separators, the bidi marks.
    ['\u0080', 'U+0080'],
    ['\u0085', 'U+0085'],
    ['\u009b', 'U+009B'],
    ['\u009f', 'U+009F'],
    ['\u2028', 'U+2028'],
    ['\u2029', 'U+2029'],
    ['\u200e', 'U+200E'],
    ['\u200f', 'U+200F'],
    ['\u061c', 'U+061C'],
  ])('single-line text refuses %j (%s)', (character, code) => {
    expect(unsafeCharacterIn(`Ada ${character} Lovelace`)).toBe(code);
  });

  it('multi-line text allows tab, newline and carriage return, and nothing else', () => {
    expect(isSafeText('para one\r\n\tpara two\n', 'multi-line')).toBe(true);
    expect(unsafeCharacterIn('para\u0000', 'multi-line')).toBe('U+0000');
    expect(unsafeCharacterIn('para\u000b', 'multi-line')).toBe('U+000B');
    expect(unsafeCharacterIn('para\u202d', 'multi-line')).toBe('U+202D');
    expect(unsafeCharacterIn('para\u0085', 'multi-line')).toBe('U+0085');
  });

  it('multi-line text keeps the line separators and bidi marks of right-to-left writing', () => {
    for (const text of ['first\u2028second\u2029third', 'قال\u200f: نعم', 'a\u200eb\u061cc'])
      expect(isSafeText(text, 'multi-line')).toBe(true);
  });

  it('refuses the issue 26 characters in single-line text with the usual message', () => {
    for (const [character, code] of [
      ['\u0085', 'U+0085'],
      ['\u2028', 'U+2028'],
      ['\u2029', 'U+2029'],
      ['\u200e', 'U+200E'],
      ['\u200f', 'U+200F'],
      ['\u061c', 'U+061C'],
    ])
      expect(() => assertSafeText('givenNames', 'Given names', `Ada${character}`)).toThrow(
        new ValidationError(
          `Given names contains a control or text-direction character that is not allowed (${code})`,
        ),
      );
  });

  it('lets every other script, emoji and the harmless marks through', () => {
    for (const text of [
      'Zoë Ñúñez',
      'محمد',
      'שלום',
      '李小龙',
      '🔬 Applied',
      'a\u200cb',
      '👩\u200d🔬',
      'Jean\u00a0Luc',
      '\u00a0\u00ff',
    ])
      expect(isSafeText(text)).toBe(true);
  });

  it('names the field: assertSafeText and the zod form', () => {
    expect(() => assertSafeText('paperTitle', 'Paper title', 'x\u202e')).toThrow(
      new ValidationError(
        'Paper title contains a control or text-direction character that is not allowed (U+202E)',
      ),
    );
    expect(() => assertSafeText('paperTitle', 'Paper title', 42)).not.toThrow();
    const parsed = safeText('search').safeParse('a\u0000');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^search contains/);
  });
});

describe('malformed percent-encoding', () => {
  it.each(['/api/x/%', '/api/x/%E0%A4%A', '/api/x/%ZZ', '/api/x?q=%', '/api/x?q=%C3%28', '/api/x?%ZZ=1'])(
    '%s is malformed',
    (url) => expect(malformedUrlProblem(url)).toMatch(/malformed percent-encoding/),
  );

  it.each(['/api/x/%20y', '/api/x?q=a%20b&r=%C3%A9', '/api/x?q=a+b', '/api/x?flag', '/'])(
    '%s is fine',
    (url) => expect(malformedUrlProblem(url)).toBeUndefined(),
  );

  it('names the query parameter', () => {
    expect(malformedUrlProblem('/a?good=1&search=%E0')).toBe(
      'Query parameter "search" has malformed percent-encoding (every % must start a valid UTF-8 escape such as %20)',
    );
  });

  it('answers 400 before the routes, and maps an Express URIError to 400 too', async () => {
    const guarded = express().use(rejectMalformedUrl());
    guarded.get('/items/:id', (req, res) => void res.json({ id: req.params.id }));
    guarded.use(errorMiddleware());
    expect((await request(guarded).get('/items/%E0%A4%A')).status).toBe(400);
    expect((await request(guarded).get('/items/%C3%A9')).body).toEqual({ id: 'é' });

    const unguarded = express();
    unguarded.get('/items/:id', (req, res) => void res.json({ id: req.params.id }));
    unguarded.use(errorMiddleware());
    const res = await request(unguarded).get('/items/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/malformed percent-encoding/);
  });
});
