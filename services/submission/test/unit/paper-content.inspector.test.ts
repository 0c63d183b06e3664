import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { PayloadTooLargeError, ValidationError } from '@journal/errors';
import { PaperContentInspector } from '../../src/domain/upload/paper-content.inspector';
import type { PaperExtension } from '../../src/domain/upload/file-type.policy';
import { makeDoc, makeDocx, makeTxt, makeZip } from '@journal/testing';

/** Streams `data` through an inspector in chunks of `chunkSize`; resolves with the bytes passed through. */
async function inspect(
  data: Buffer,
  ext: PaperExtension,
  options: { chunkSize?: number; max?: number; tailWindow?: number } = {},
) {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunkSize) chunks.push(data.subarray(i, i + chunkSize));
  let passed = 0;
  await pipeline(
    Readable.from(chunks),
    new PaperContentInspector(ext, options.max ?? 10 * 1024 * 1024, options.tailWindow),
    new Writable({
      write(chunk: Buffer, _enc, cb) {
        passed += chunk.length;
        cb();
      },
    }),
  );
  return passed;
}

describe('PaperContentInspector', () => {
  it.each([1, 3, 7, 4096])(
    'accepts real .doc, .docx and .txt content in chunks of %i bytes',
    async (chunkSize) => {
      for (const [data, ext] of [
        [makeDoc(300), 'doc'],
        [makeDocx('Text'), 'docx'],
        [makeTxt(500), 'txt'],
      ] as const) {
        await expect(inspect(data, ext, { chunkSize })).resolves.toBe(data.length);
      }
    },
  );

  it('accepts a short text file', async () => {
    await expect(inspect(Buffer.from('hi'), 'txt')).resolves.toBe(2);
  });

  it.each([
    ['text as .doc', makeTxt(100), 'doc'],
    ['text as .docx', makeTxt(100), 'docx'],
    ['a .doc as .docx', makeDoc(100), 'docx'],
    ['a .docx as .doc', makeDocx(), 'doc'],
    [
      'a zip without word/document.xml',
      makeZip([{ name: 'word/other.xml', data: Buffer.from('x') }]),
      'docx',
    ],
    ['a NUL byte late in a text', Buffer.concat([makeTxt(70_000), Buffer.from([0]), makeTxt(10)]), 'txt'],
    ['a zip with trailing garbage', Buffer.concat([makeDocx(), Buffer.from('garbage')]), 'docx'],
    ['a truncated docx', makeDocx().subarray(0, 200), 'docx'],
    ['a 4-byte doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), 'doc'],
  ] as const)('rejects %s with a 400 naming the extension', async (_label, data, ext) => {
    const error = await inspect(data, ext, { chunkSize: 5000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(`The file content does not match its .${ext} extension`);
  });

  it('rejects an empty file', async () => {
    await expect(inspect(Buffer.alloc(0), 'txt')).rejects.toThrow('The uploaded file is empty');
  });

  it('fails with 413 as soon as the limit is passed, without reading the rest', async () => {
    let produced = 0;
    const source = new Readable({
      read() {
        produced += 1024;
        this.push(produced > 1_000_000 ? null : Buffer.alloc(1024, 0x41));
      },
    });
    const error = await pipeline(
      source,
      new PaperContentInspector('txt', 10_000),
      new Writable({ write: (_c, _e, cb) => cb() }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as Error).message).toBe('File size must be less than 10MB');
    expect(produced).toBeLessThan(100_000);
  });

  it('accepts exactly the limit', async () => {
    await expect(inspect(makeTxt(10_000), 'txt', { max: 10_000 })).resolves.toBe(10_000);
  });

  it('finds the central directory of a large .docx while keeping only a bounded tail', async () => {
    const big = makeDocx('Big', 3 * 1024 * 1024);
    await expect(inspect(big, 'docx', { tailWindow: 64 * 1024 })).resolves.toBe(big.length);
  });

  it('refuses a .docx whose central directory does not fit the inspected tail', async () => {
    const entries = Array.from({ length: 400 }, (_, i) => ({
      name: `word/media/image-with-a-long-name-${i}.png`,
      data: Buffer.from('x'),
    }));
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }, ...entries]);
    await expect(inspect(zip, 'docx', { tailWindow: 4096 })).rejects.toThrow(
      'does not match its .docx extension',
    );
    await expect(inspect(zip, 'docx')).resolves.toBe(zip.length);
  });
});
