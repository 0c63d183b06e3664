import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { SupplementaryContentInspector } from '../../src/domain/upload/supplementary-content.inspector';
import {
  supplementaryExtension,
  supplementaryMediaType,
  type SupplementaryExtension,
} from '../../src/domain/upload/supplementary-file.policy';

/** The bytes through the inspector, in `chunk`-sized pieces: what comes out, or the refusal's message. */
async function inspect(name: string, bytes: Buffer, maxBytes = 1000, chunk = 3): Promise<string> {
  const ext = supplementaryExtension(name)!;
  const pieces = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
    bytes.subarray(i * chunk, (i + 1) * chunk),
  );
  const inspector = new SupplementaryContentInspector(name, ext, maxBytes);
  try {
    const out = await buffer(Readable.from(pieces).pipe(inspector));
    return out.equals(bytes) ? 'ok' : 'changed';
  } catch (error) {
    return (error as Error).message;
  }
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('supplementary files: type by extension, content by first bytes (issue 42 item 8)', () => {
  it.each<[string, Buffer]>([
    ['a.pdf', bytes('%PDF-1.7\n', 'body')],
    ['a.docx', bytes('PK', [3, 4], 'zipped...')],
    ['a.xlsx', bytes('PK', [3, 4], 'zipped...')],
    ['a.zip', bytes('PK', [5, 6], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['a.png', bytes([0x89], 'PNG\r\n', [0x1a], '\n', 'IHDR')],
    ['a.JPG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['a.tif', bytes('II*', [0], 'rest')],
    ['a.tiff', bytes('MM', [0], '*rest')],
    ['a.csv', bytes('a,b\n1,2\n')],
    ['a.txt', bytes('hi')],
  ])('passes a real %s through unchanged', async (name, content) => {
    expect(await inspect(name, content)).toBe('ok');
  });

  it.each<[string, Buffer, string]>([
    ['a.pdf', bytes('PK', [3, 4], 'zip'), 'Supplementary file "a.pdf" does not match its .pdf extension'],
    ['a.png', bytes('%PDF-1.7'), 'Supplementary file "a.png" does not match its .png extension'],
    ['a.csv', bytes('a,b', [0], '1'), 'Supplementary file "a.csv" does not match its .csv extension'],
    ['a.jpg', bytes([0xff, 0xd8]), 'Supplementary file "a.jpg" does not match its .jpg extension'],
    ['a.txt', Buffer.alloc(0), 'Supplementary file "a.txt" is empty'],
    ['big.txt', Buffer.alloc(1001, 0x41), 'Supplementary file "big.txt" must be less than 10MB'],
  ])('refuses %s whose content is wrong', async (name, content, message) => {
    expect(await inspect(name, content)).toBe(message);
  });

  it('knows only the safe list, and stores its own media type', () => {
    expect(['a.exe', 'a.html', 'a.svg', 'a', 'a.docm'].map(supplementaryExtension)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const types = (['csv', 'png', 'pdf'] as SupplementaryExtension[]).map(supplementaryMediaType);
    expect(types).toEqual(['text/csv; charset=utf-8', 'image/png', 'application/pdf']);
  });
});
