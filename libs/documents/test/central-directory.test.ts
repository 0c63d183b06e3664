import { readCentralDirectory } from '../src/zip/central-directory';
import { makeDocx, makeZip } from '@journal/testing';

describe('readCentralDirectory', () => {
  it('lists the entry names of a whole archive', () => {
    const zip = makeDocx();
    expect(readCentralDirectory(zip, zip.length)).toEqual({
      ok: true,
      names: ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'],
      entries: expect.any(Array),
    });
  });

  it('works from a tail that starts inside the file data', () => {
    const zip = makeDocx('x', 50_000);
    const tail = zip.subarray(zip.length - 2_000);
    const result = readCentralDirectory(tail, zip.length);
    expect(result.ok && result.names).toContain('word/document.xml');
  });

  it('skips an archive comment and reads UTF-8 names', () => {
    const zip = makeZip(
      [{ name: 'résumé/ünïcode.txt', data: Buffer.from('a') }],
      'a comment PK\u0005\u0006 with a fake signature',
    );
    expect(readCentralDirectory(zip, zip.length)).toMatchObject({ ok: true, names: ['résumé/ünïcode.txt'] });
  });

  it('reports archives it cannot read', () => {
    expect(readCentralDirectory(Buffer.from('not a zip at all, just some text'), 31).ok).toBe(false);
    const zip = makeDocx();
    expect(readCentralDirectory(zip.subarray(zip.length - 30), zip.length)).toMatchObject({
      ok: false,
      reason: 'central directory outside the inspected range',
    });
    const corrupt = Buffer.from(zip);
    corrupt.writeUInt32LE(0x12345678, corrupt.length - 22 - 46 - 'word/document.xml'.length);
    expect(readCentralDirectory(corrupt, corrupt.length).ok).toBe(false);
  });
});
