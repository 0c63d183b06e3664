import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Pass-through that counts bytes and hashes them (SHA-256) on the way, so no second read is needed. */
export class DigestStream extends Transform {
  private readonly hash: Hash = createHash('sha256');
  private bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  /** Call only after the stream has finished; the hash can be read once. */
  digest(): { size: number; sha256: string } {
    return { size: this.bytes, sha256: this.hash.digest('hex') };
  }
}
