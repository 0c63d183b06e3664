import { Transform, type TransformCallback } from 'node:stream';
import { ValidationError } from '@journal/errors';
import {
  isTextType,
  supplementaryEmptyMessage,
  supplementaryMismatchMessage,
  supplementarySignatures,
  supplementaryTooLargeMessage,
  type SupplementaryExtension,
} from './supplementary-file.policy';

const HEAD_LENGTH = 8;

/**
 * Pass-through that checks a supplementary file while it streams to storage: a 400 naming the file once
 * more than `maxBytes` went through, when its first bytes are not its extension's signature, or when a
 * text file (.csv, .txt) holds a NUL byte. The files are only ever downloaded, never opened here, so
 * archives are not looked into. Failing destroys the pipeline: storage keeps nothing.
 */
export class SupplementaryContentInspector extends Transform {
  private bytes = 0;
  private head = Buffer.alloc(0);
  private headChecked = false;

  constructor(
    private readonly name: string,
    private readonly extension: SupplementaryExtension,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes)
      return callback(new ValidationError(supplementaryTooLargeMessage(this.name)));
    if (isTextType(this.extension) && chunk.includes(0)) return callback(this.mismatch());
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_LENGTH - this.head.length)]);
      if (this.head.length >= HEAD_LENGTH) {
        this.headChecked = true;
        if (!this.headMatches()) return callback(this.mismatch());
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) return callback(new ValidationError(supplementaryEmptyMessage(this.name)));
    if (!this.headChecked && !this.headMatches()) return callback(this.mismatch());
    callback();
  }

  private headMatches(): boolean {
    const signatures = supplementarySignatures(this.extension);
    return (
      signatures.length === 0 ||
      signatures.some((s) => this.head.length >= s.length && this.head.subarray(0, s.length).equals(s))
    );
  }

  private mismatch(): ValidationError {
    return new ValidationError(supplementaryMismatchMessage(this.name, this.extension));
  }
}
