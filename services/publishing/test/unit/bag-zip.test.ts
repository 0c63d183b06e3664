import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { buildBag } from '../../src/domain/archive/bag-zip';
import { bagInfoText, manifestText, payloadOxum } from '../../src/domain/archive/bagit';
import type { PayloadFile } from '../../src/domain/archive/issue-payload';
import { bagProblems, unzipBag } from '../support/bag-verifier';
import { eventually } from '@journal/testing';

const INFO = { sourceOrganization: 'Lumina Journals', externalIdentifier: 'x', externalDescription: 'y' };

const read = (stream: NodeJS.ReadableStream) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** Files whose reads are counted, each read giving `contents()` of that moment. */
function counted(names: string[], contents: (name: string, read: number) => Buffer) {
  const reads = new Map<string, number>();
  let open = 0;
  let mostOpen = 0;
  const files: PayloadFile[] = names.map((name) => ({
    path: `data/${name}`,
    compressed: name.endsWith('.pdf'),
    async open() {
      const n = (reads.get(name) ?? 0) + 1;
      reads.set(name, n);
      mostOpen = Math.max(mostOpen, ++open);
      const stream = Readable.from([contents(name, n)]);
      stream.once('end', () => open--);
      return stream;
    },
  }));
  return { files, reads, mostOpen: () => mostOpen };
}

describe('BagIt bags of a payload', () => {
  it('writes the tag files RFC 8493 names: Oxum, manifests, one line per file', () => {
    const payload = [
      { path: 'data/a.xml', size: 10, sha256: 'a'.repeat(64) },
      { path: 'data/100% b\nc.pdf', size: 5, sha256: 'b'.repeat(64) },
    ];
    expect(payloadOxum(payload)).toBe('15.2');
    expect(manifestText(payload)).toBe(
      `${'a'.repeat(64)}  data/a.xml\n${'b'.repeat(64)}  data/100%25 b%0Ac.pdf\n`,
    );
    expect(
      bagInfoText({ ...INFO, externalDescription: 'two\nlines' }, payload, new Date('2026-12-02T23:59:00Z')),
    ).toBe(
      'Source-Organization: Lumina Journals\nExternal-Identifier: x\nExternal-Description: two lines\n' +
        'Bagging-Date: 2026-12-02\nPayload-Oxum: 15.2\n',
    );
  });

  it('hashes then zips one file at a time into a bag that verifies', async () => {
    const { files, reads, mostOpen } = counted(
      ['01/article.xml', '01/article.pdf', '02/article.xml'],
      (name) => Buffer.from(`contents of ${name}`.repeat(100)),
    );
    const bag = await buildBag('issue-v1-n1', files, INFO, new Date());
    const unzipped = await unzipBag(await read(bag.zip()));
    expect(unzipped.base).toBe('issue-v1-n1');
    expect(bagProblems(unzipped)).toEqual([]);
    expect([...reads.values()]).toEqual([2, 2, 2]);
    expect(mostOpen()).toBe(1);
  });

  it('keeps the payload directory of an empty payload', async () => {
    const bag = await buildBag('empty', [], INFO, new Date());
    const zip = await JSZip.loadAsync(await read(bag.zip()));
    expect(zip.files['empty/data/']?.dir).toBe(true);
    const unzipped = await unzipBag(await read((await buildBag('empty', [], INFO, new Date())).zip()));
    expect(bagProblems(unzipped)).toEqual([]);
    expect(bagInfoText(INFO, [], new Date())).toContain('Payload-Oxum: 0.0\n');
  });

  it('closes the file being read when the download is given up', async () => {
    const sources: Readable[] = [];
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const files: PayloadFile[] = [
      {
        path: 'data/a.pdf',
        compressed: true,
        async open() {
          // Hashed once from a short read; the zip's read never ends, as a slow store's might not.
          const stream =
            sources.length === 0
              ? Readable.from([chunk])
              : new Readable({
                  read() {
                    setTimeout(() => this.push(chunk), 5);
                  },
                });
          sources.push(stream);
          return stream;
        },
      },
    ];
    const bag = await buildBag('bag', files, INFO, new Date());
    const zip = bag.zip();
    zip.on('data', () => {});
    await eventually(() => expect(sources).toHaveLength(2));
    zip.destroy();
    await eventually(() => expect(sources[1]!.destroyed).toBe(true));
  });

  it('fails the zip rather than hand out a bag whose manifest lies when a file changed after hashing', async () => {
    const { files } = counted(['a.xml', 'b.pdf'], (name, n) =>
      Buffer.from(name === 'b.pdf' && n > 1 ? 'new' : 'old'),
    );
    const bag = await buildBag('bag', files, INFO, new Date());
    await expect(read(bag.zip())).rejects.toThrow('data/b.pdf changed while the bag was being written');
  });
});
