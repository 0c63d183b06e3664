import { assertValidObjectKey, generateObjectKey, InvalidObjectKeyError } from '../src';

describe('generateObjectKey', () => {
  it('builds papers/<year>/<month>/<uuid>.<ext> from the UTC date and a lower-cased extension', () => {
    const key = generateObjectKey('.DocX', { now: new Date('2026-11-30T23:59:59Z') });

    expect(key).toMatch(
      /^papers\/2026\/11\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.docx$/,
    );
  });

  it('pads the month and honours a prefix', () => {
    expect(generateObjectKey('txt', { prefix: 'exports', now: new Date('2027-02-01T00:00:00Z') })).toMatch(
      /^exports\/2027\/02\/[0-9a-f-]{36}\.txt$/,
    );
  });

  it('omits the dot when there is no extension', () => {
    expect(generateObjectKey('')).toMatch(/^papers\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateObjectKey('doc')));

    expect(keys.size).toBe(1000);
  });

  it.each(['../docx', 'do/cx', 'doc x', 'a'.repeat(17), 'd\u00f6c'])('rejects the extension %j', (ext) => {
    expect(() => generateObjectKey(ext)).toThrow(InvalidObjectKeyError);
  });
});

describe('assertValidObjectKey', () => {
  it.each(['papers/2026/11/abc.docx', 'a', 'a.b/c_d-e.txt', 'exports/x..y'])('accepts %j', (key) => {
    expect(() => assertValidObjectKey(key)).not.toThrow();
  });

  it.each([
    '',
    '..',
    '../x',
    'a/../../b',
    '/abs',
    'a/',
    'a//b',
    '.env',
    'a/.meta/b',
    'a\\b',
    'a\u0000b',
    'caf\u00e9',
    'x'.repeat(513),
  ])('rejects %j', (key) => {
    expect(() => assertValidObjectKey(key)).toThrow(InvalidObjectKeyError);
  });

  it('keeps control characters out of the message', () => {
    expect(() => assertValidObjectKey('a\nb')).toThrow('Invalid object key "a?b"');
  });
});
