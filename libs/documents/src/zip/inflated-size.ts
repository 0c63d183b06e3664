import JSZip from 'jszip';
import { readCentralDirectory } from './central-directory';

export interface InflationLimits {
  /** Bytes all entries together may inflate to. */
  maxTotalBytes: number;
  /** Highest inflated:compressed ratio of one entry... */
  maxRatio: number;
  /** ...once the entry inflates to more than this many bytes (tiny repetitive parts compress well). */
  ratioFloorBytes: number;
}

export type InflationVerdict =
  | { ok: true; inflatedBytes: number }
  | { ok: false; problem: 'too_large' | 'ratio' | 'unreadable'; inflatedBytes: number };

/**
 * Inflates every entry of a ZIP as a stream and counts the bytes that actually come out, whatever the
 * directory declares; stops inflating as soon as a limit is passed (the stream is destroyed, so at most
 * one more chunk is inflated). An archive that does not inflate cleanly, or whose entries inflate to
 * other sizes than declared, is `unreadable`. The compressed bytes are in memory; the output never is.
 */
export async function measureInflation(
  bytes: Uint8Array,
  limits: InflationLimits,
): Promise<InflationVerdict> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return { ok: false, problem: 'unreadable', inflatedBytes: 0 };
  }
  // The compressed sizes the directory declares, read with our own reader (jszip keeps them private).
  const directory = readCentralDirectory(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    bytes.length,
  );
  if (!directory.ok) return { ok: false, problem: 'unreadable', inflatedBytes: 0 };
  const compressedSizes = new Map(directory.entries.map((e) => [e.name, e.compressedSize]));
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const compressed = compressedSizes.get(entry.name) ?? 0;
    const outcome = await inflateEntry(entry, (entryBytes, chunk) => {
      total += chunk;
      if (total > limits.maxTotalBytes) return 'too_large';
      if (entryBytes > limits.ratioFloorBytes && entryBytes > limits.maxRatio * Math.max(compressed, 1))
        return 'ratio';
      return undefined;
    });
    if (outcome) return { ok: false, problem: outcome, inflatedBytes: total };
  }
  return { ok: true, inflatedBytes: total };
}

function inflateEntry(
  entry: JSZip.JSZipObject,
  check: (entryBytes: number, chunkBytes: number) => 'too_large' | 'ratio' | undefined,
): Promise<'too_large' | 'ratio' | 'unreadable' | undefined> {
  return new Promise((resolve) => {
    let entryBytes = 0;
    let settled = false;
    const stream = entry.nodeStream('nodebuffer') as NodeJS.ReadableStream & { destroy(): void };
    const finish = (outcome: 'too_large' | 'ratio' | 'unreadable' | undefined) => {
      if (settled) return;
      settled = true;
      stream.removeAllListeners('data');
      if (outcome) stream.destroy();
      resolve(outcome);
    };
    stream.on('data', (chunk: Buffer) => {
      entryBytes += chunk.length;
      const problem = check(entryBytes, chunk.length);
      if (problem) finish(problem);
    });
    stream.on('error', () => finish('unreadable'));
    stream.on('end', () => finish(undefined));
  });
}
