import { createHash } from 'node:crypto';
import JSZip from 'jszip';

/** A zipped bag read back: its base directory and every file under it by path (`data/...`, `bagit.txt`). */
export interface UnzippedBag {
  base: string;
  files: Map<string, Buffer>;
  /** Entries outside the one base directory (RFC 8493 §4.2 allows none). */
  strays: string[];
}

export async function unzipBag(zipBytes: Buffer): Promise<UnzippedBag> {
  const zip = await JSZip.loadAsync(zipBytes);
  const names = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name);
  const base = names[0]!.split('/')[0]!;
  const files = new Map<string, Buffer>();
  const strays: string[] = [];
  for (const name of names) {
    if (!name.startsWith(`${base}/`)) {
      strays.push(name);
      continue;
    }
    files.set(name.slice(base.length + 1), await zip.file(name)!.async('nodebuffer'));
  }
  return { base, files, strays };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `checksum path` lines (RFC 8493 §2.1.3), paths percent-decoded. */
function manifestEntries(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64})[ \t]+(.+)$/.exec(line);
    if (!match) throw new Error(`manifest line not understood: ${line}`);
    entries.set(decodeURIComponent(match[2]!), match[1]!);
  }
  return entries;
}

/** bag-info.txt's labels (no continuation lines are written, so none are read). */
export function bagInfoOf(bag: UnzippedBag): Map<string, string> {
  const text = bag.files.get('bag-info.txt')?.toString('utf8') ?? '';
  return new Map(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1).trim()] as [string, string];
      }),
  );
}

/**
 * Validates the bag as RFC 8493 §3 says, returning every problem found (none: the bag is valid): the
 * declaration, every payload file listed with its checksum and nothing listed that is not there, the
 * Payload-Oxum, and the tag manifest over every tag file.
 */
export function bagProblems(bag: UnzippedBag): string[] {
  const problems: string[] = bag.strays.map((s) => `outside the base directory: ${s}`);
  const text = (path: string) => bag.files.get(path)?.toString('utf8');
  if (text('bagit.txt') !== 'BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n')
    problems.push('bagit.txt is not the BagIt 1.0 declaration');
  const manifest = text('manifest-sha256.txt');
  if (manifest === undefined) return [...problems, 'no manifest-sha256.txt'];
  const listed = manifestEntries(manifest);
  const payload = [...bag.files.keys()].filter((p) => p.startsWith('data/'));
  for (const path of payload) {
    const sum = listed.get(path);
    if (sum === undefined) problems.push(`not in the manifest: ${path}`);
    else if (sum !== sha256(bag.files.get(path)!)) problems.push(`wrong checksum: ${path}`);
  }
  for (const path of listed.keys()) if (!bag.files.has(path)) problems.push(`listed but missing: ${path}`);
  for (const path of listed.keys())
    if (!path.startsWith('data/')) problems.push(`manifest lists a tag file: ${path}`);
  const octets = payload.reduce((sum, p) => sum + bag.files.get(p)!.length, 0);
  const oxum = bagInfoOf(bag).get('Payload-Oxum');
  if (oxum !== `${octets}.${payload.length}`)
    problems.push(`Payload-Oxum ${oxum} for ${octets}.${payload.length}`);
  const tagManifest = text('tagmanifest-sha256.txt');
  if (tagManifest === undefined) return [...problems, 'no tagmanifest-sha256.txt'];
  const tagListed = manifestEntries(tagManifest);
  const tagFiles = [...bag.files.keys()].filter(
    (p) => !p.startsWith('data/') && !p.startsWith('tagmanifest-'),
  );
  for (const path of tagFiles) {
    const sum = tagListed.get(path);
    if (sum === undefined) problems.push(`not in the tag manifest: ${path}`);
    else if (sum !== sha256(bag.files.get(path)!)) problems.push(`wrong tag checksum: ${path}`);
  }
  for (const path of tagListed.keys())
    if (!bag.files.has(path)) problems.push(`tag manifest lists a missing file: ${path}`);
  return problems;
}
