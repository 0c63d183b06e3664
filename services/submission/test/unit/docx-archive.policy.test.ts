import { makeDocx } from '@journal/testing';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import {
  DOCX_MACRO_MESSAGE,
  DOCX_RATIO_MESSAGE,
  DOCX_TOO_LARGE_INFLATED_MESSAGE,
  docxArchiveProblem,
} from '../../src/domain/upload/docx-archive.policy';
import { PaperContentInspector } from '../../src/domain/upload/paper-content.inspector';

const MB = 1024 * 1024;
const entry = (name: string, compressedSize: number, uncompressedSize: number) => ({
  name,
  compressedSize,
  uncompressedSize,
});

describe('docxArchiveProblem (central directory sizes only)', () => {
  it('accepts an ordinary document', () => {
    expect(
      docxArchiveProblem([entry('word/document.xml', 40_000, 300_000), entry('word/media/a.png', MB, MB)]),
    ).toBeUndefined();
  });

  it.each(['word/vbaProject.bin', 'WORD/VBAPROJECT.BIN', 'customXml/vbaProject.bin'])(
    'refuses the macro part %s',
    (name) => {
      expect(docxArchiveProblem([entry('word/document.xml', 10, 20), entry(name, 10, 20)])).toBe(
        DOCX_MACRO_MESSAGE,
      );
    },
  );

  it('refuses entries declaring more than 100 MB in total', () => {
    expect(
      docxArchiveProblem([
        entry('word/media/a.bin', 9 * MB, 60 * MB),
        entry('word/media/b.bin', 9 * MB, 60 * MB),
      ]),
    ).toBe(DOCX_TOO_LARGE_INFLATED_MESSAGE);
  });

  it('refuses an entry compressed more than 100:1, but not a tiny repetitive part', () => {
    expect(docxArchiveProblem([entry('word/document.xml', 10_000, 1_000_001)])).toBe(DOCX_RATIO_MESSAGE);
    expect(docxArchiveProblem([entry('word/document.xml', 0, 2 * MB)])).toBe(DOCX_RATIO_MESSAGE);
    expect(docxArchiveProblem([entry('word/settings.xml', 100, 60_000)])).toBeUndefined();
  });
});

describe('PaperContentInspector refuses macro documents and zip bombs without inflating', () => {
  const inspect = async (file: Buffer) => {
    const sink = new Writable({ write: (_chunk, _enc, done) => done() });
    return pipeline(Readable.from([file]), new PaperContentInspector('docx', 10 * MB), sink);
  };

  it('passes a plain document', async () => {
    await expect(inspect(makeDocx())).resolves.toBeUndefined();
  });

  it('refuses word/vbaProject.bin', async () => {
    await expect(
      inspect(makeDocx('x', 0, [{ name: 'word/vbaProject.bin', data: Buffer.from('macro') }])),
    ).rejects.toThrow(DOCX_MACRO_MESSAGE);
  });

  it('refuses a deflated 50 MB of zeros', async () => {
    const bomb = makeDocx('x', 0, [{ name: 'word/media/z.bin', data: Buffer.alloc(50 * MB), deflate: true }]);
    expect(bomb.length).toBeLessThan(MB);
    await expect(inspect(bomb)).rejects.toThrow(DOCX_RATIO_MESSAGE);
  });

  it('refuses an entry whose header declares 2 GB', async () => {
    const lying = makeDocx('x', 0, [
      { name: 'word/media/z.bin', data: Buffer.alloc(1000, 1), declaredSize: 2_000_000_000 },
    ]);
    await expect(inspect(lying)).rejects.toThrow(DOCX_TOO_LARGE_INFLATED_MESSAGE);
  });
});
