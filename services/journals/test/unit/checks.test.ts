import { imageTypeOf } from '../../src/domain/cover-image';
import { issnCheckCharacter, normalizeIssn } from '../../src/domain/issn';

describe('ISSN check character (ISO 3297)', () => {
  it.each([
    ['2049-3630', '2049-3630'],
    ['0317-8471', '0317-8471'],
    ['0378-5955', '0378-5955'],
    ['2434561X', '2434-561X'],
    [' 2434-561x ', '2434-561X'],
  ])('accepts %s as %s', (raw, normalized) => {
    expect(normalizeIssn(raw)).toBe(normalized);
  });

  it.each(['2049-3631', '0317-8470', '2434-5610', '1234', '2049-36301', 'abcd-efgh', ''])(
    'refuses %p',
    (raw) => {
      expect(normalizeIssn(raw)).toBeNull();
    },
  );

  it('computes X for a remainder of 10', () => {
    expect(issnCheckCharacter('2434561')).toBe('X');
  });
});

describe('cover image type by content', () => {
  it('knows PNG, JPEG and WebP by their first bytes only', () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8L')]))).toBe(
      'image/webp',
    );
  });

  it('refuses GIF, SVG, PDF, RIFF audio and text', () => {
    for (const bytes of [
      Buffer.from('GIF89a'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7'),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]),
      Buffer.from('not an image'),
      Buffer.alloc(0),
    ])
      expect(imageTypeOf(bytes)).toBeUndefined();
  });
});
