import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** Reads a stream to the end, returning its bytes' SHA-256 and length without holding them all. */
export async function digestOf(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A lazily generated random stream of `size` bytes, like an upload arriving from the network.
 * `expected()` gives the digest of what was produced so far (complete once the stream has ended).
 */
export function randomStream(
  size: number,
  chunkSize = 64 * 1024,
): { stream: Readable; expected: () => string } {
  const hash = createHash('sha256');
  let remaining = size;
  const stream = new Readable({
    read() {
      if (remaining === 0) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(chunkSize, remaining));
      remaining -= chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  let digest: string | undefined;
  return { stream, expected: () => (digest ??= hash.digest('hex')) };
}

/**
 * A body that delivers `bytesBeforeAbort` bytes and then fails, the way busboy's file stream fails when
 * an upload passes the size limit or the client disconnects.
 */
export function abortingStream(bytesBeforeAbort: number, error: Error): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeAbort) {
        this.destroy(error);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, bytesBeforeAbort - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}
