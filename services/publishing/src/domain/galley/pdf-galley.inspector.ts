import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLargeError, ValidationError } from '@journal/errors';

export const MAX_GALLEY_BYTES = 50 * 1024 * 1024;
export const GALLEY_TOO_LARGE_MESSAGE = 'The PDF must be 50 MB or smaller';
export const GALLEY_NOT_PDF_MESSAGE = 'The galley must be a PDF file (it has to start with %PDF-)';
const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * Pass-through that checks a galley while it streams to storage: the first bytes must be `%PDF-`, and more
 * than `maxBytes` fails with 413. Failing destroys the pipeline, so storage keeps nothing. It keeps the
 * bytes (at most `maxBytes`) for the script check, which needs the whole document.
 */
export class PdfGalleyInspector extends Transform {
  private bytes = 0;
  private head = Buffer.alloc(0);
  private readonly chunks: Buffer[] = [];

  constructor(private readonly maxBytes = MAX_GALLEY_BYTES) {
    super();
  }

  get size(): number {
    return this.bytes;
  }

  /** Everything that passed through. */
  contents(): Buffer {
    return Buffer.concat(this.chunks, this.bytes);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new PayloadTooLargeError(GALLEY_TOO_LARGE_MESSAGE));
    if (this.head.length < PDF_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, PDF_MAGIC.length - this.head.length)]);
      if (!PDF_MAGIC.subarray(0, this.head.length).equals(this.head))
        return callback(new ValidationError(GALLEY_NOT_PDF_MESSAGE));
    }
    this.chunks.push(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.head.equals(PDF_MAGIC)) return callback(new ValidationError(GALLEY_NOT_PDF_MESSAGE));
    callback();
  }
}
