import { createHash } from 'node:crypto';
import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import JSZip from 'jszip';
import { BAGIT_TXT, bagInfoText, manifestText, type BagInfo, type PayloadDigest } from './bagit';
import type { PayloadFile } from './issue-payload';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Reads the file once through SHA-256, chunk by chunk. */
async function digestOf(file: PayloadFile): Promise<PayloadDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of await file.open()) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { path: file.path, size, sha256: hash.digest('hex') };
}

/**
 * The file's bytes for the zip, read only when the zip reaches it (JSZip resumes one entry at a time), and
 * checked against the manifest on the way: a file that changed since it was hashed fails the download
 * instead of giving a bag whose manifest does not verify.
 */
function checkedStream(file: PayloadFile, expected: PayloadDigest, opened: Set<Readable>): Readable {
  const out = new PassThrough();
  out.once('resume', () => {
    file.open().then(
      (source) => {
        if (out.destroyed) return void source.destroy();
        opened.add(source);
        source.once('close', () => opened.delete(source));
        const hash = createHash('sha256');
        const check = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            hash.update(chunk);
            callback(null, chunk);
          },
          flush(callback) {
            const changed = hash.digest('hex') !== expected.sha256;
            callback(changed ? new Error(`${file.path} changed while the bag was being written`) : null);
          },
        });
        source.once('error', (err) => out.destroy(err));
        check.once('error', (err) => out.destroy(err));
        source.pipe(check).pipe(out);
      },
      (err: Error) => out.destroy(err),
    );
  });
  return out;
}

/** A bag ready to be streamed: its name (the zip's one top folder) and the payload it verifies. */
export interface Bag {
  name: string;
  payload: PayloadDigest[];
  /** The zip, generated as it is read (each payload file is read a second time, then). */
  zip(): Readable;
}

/**
 * A BagIt 1.0 bag (RFC 8493) of the payload, serialized as a zip with the single base directory `name`
 * (§4.2): the payload is hashed first (one file at a time), so the tag files are known before the zip
 * starts; bagit.txt, bag-info.txt, manifest-sha256.txt and tagmanifest-sha256.txt, then `data/`.
 */
export async function buildBag(
  name: string,
  files: readonly PayloadFile[],
  info: BagInfo,
  baggedAt: Date,
): Promise<Bag> {
  const payload: PayloadDigest[] = [];
  for (const file of files) payload.push(await digestOf(file));
  const tags: [string, string][] = [
    ['bagit.txt', BAGIT_TXT],
    ['bag-info.txt', bagInfoText(info, payload, baggedAt)],
    ['manifest-sha256.txt', manifestText(payload)],
  ];
  const tagManifest = manifestText(tags.map(([path, text]) => ({ path, sha256: sha256(text) })));
  return {
    name,
    payload,
    zip() {
      const zip = new JSZip();
      // A download given up half-way closes the files it had open (the zip stream alone would not).
      const opened = new Set<Readable>();
      const root = zip.folder(name)!;
      // The payload directory is required even when empty (an issue whose articles were all withdrawn).
      root.folder('data');
      for (const [path, text] of [...tags, ['tagmanifest-sha256.txt', tagManifest] as const])
        root.file(path, text);
      files.forEach((file, i) =>
        root.file(file.path, checkedStream(file, payload[i]!, opened), {
          binary: true,
          compression: file.compressed ? 'STORE' : 'DEFLATE',
        }),
      );
      const generated = zip.generateNodeStream({
        type: 'nodebuffer',
        streamFiles: true,
        compression: 'DEFLATE',
      });
      // JSZip's own stream (readable-stream 2) says nothing when destroyed: a stream of node's carries it.
      const out = new PassThrough();
      pipeline(generated, out, () => {});
      out.once('close', () => opened.forEach((source) => source.destroy()));
      return out;
    },
  };
}
