import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLargeError, ValidationError } from '@journal/errors';
import {
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  contentMismatchMessage,
  type PaperExtension,
} from './file-type.policy';
import { docxArchiveProblem } from './docx-archive.policy';
import { LOCAL_FILE_HEADER, readCentralDirectory } from '@journal/documents';

/** OLE2 / Compound File Binary signature of legacy Word .doc files. */
export const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOCX_MAIN_PART = 'word/document.xml';
/** Bytes kept from the end of a .docx: room for the central directory of any realistic document. */
export const DOCX_TAIL_WINDOW = 512 * 1024;
const HEAD_LENGTH = 8;

/**
 * Pass-through that checks an upload while it streams to storage: fails with 413 once more than
 * `maxBytes` went through, and with 400 when the bytes do not match the extension (.doc: CFB
 * signature; .docx: a ZIP whose central directory lists word/document.xml, no macro part and no
 * zip-bomb sizes; .txt: no NUL byte).
 * Failing destroys the pipeline, so the storage adapter keeps nothing. Memory: the head, and for
 * .docx a bounded tail window.
 */
export class PaperContentInspector extends Transform {
  private bytes = 0;
  private head = Buffer.alloc(0);
  private headChecked = false;
  private readonly tail: Buffer[] = [];
  private tailLength = 0;

  constructor(
    private readonly extension: PaperExtension,
    private readonly maxBytes: number,
    private readonly tailWindow = DOCX_TAIL_WINDOW,
  ) {
    super();
  }

  get size(): number {
    return this.bytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new PayloadTooLargeError(FILE_TOO_LARGE_MESSAGE));
    const problem = this.inspect(chunk);
    if (problem) return callback(problem);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) return callback(new ValidationError(EMPTY_FILE_MESSAGE));
    if (!this.headChecked) return callback(this.mismatch()); // shorter than any signature
    if (this.extension === 'docx') return callback(this.docxProblem());
    callback();
  }

  private inspect(chunk: Buffer): ValidationError | undefined {
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_LENGTH - this.head.length)]);
      if (this.head.length >= HEAD_LENGTH) {
        this.headChecked = true;
        if (!this.headMatches()) return this.mismatch();
      } else if (this.extension === 'txt') {
        this.headChecked = this.head.length > 0; // short text files are fine; NUL check below
      }
    }
    if (this.extension === 'txt' && chunk.includes(0)) return this.mismatch();
    if (this.extension === 'docx') this.keepTail(chunk);
    return undefined;
  }

  private headMatches(): boolean {
    if (this.extension === 'doc') return this.head.subarray(0, CFB_SIGNATURE.length).equals(CFB_SIGNATURE);
    if (this.extension === 'docx')
      return this.head.subarray(0, LOCAL_FILE_HEADER.length).equals(LOCAL_FILE_HEADER);
    return true;
  }

  private keepTail(chunk: Buffer): void {
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    while (this.tail.length > 1 && this.tailLength - this.tail[0]!.length >= this.tailWindow) {
      this.tailLength -= this.tail.shift()!.length;
    }
  }

  /** A .docx must list word/document.xml, hold no macro part and declare no zip-bomb sizes. */
  private docxProblem(): ValidationError | undefined {
    const tail = Buffer.concat(this.tail, this.tailLength);
    const window = tail.length > this.tailWindow ? tail.subarray(tail.length - this.tailWindow) : tail;
    const directory = readCentralDirectory(window, this.bytes);
    if (!directory.ok || !directory.names.includes(DOCX_MAIN_PART)) return this.mismatch();
    const problem = docxArchiveProblem(directory.entries);
    return problem ? new ValidationError(problem) : undefined;
  }

  private mismatch(): ValidationError {
    return new ValidationError(contentMismatchMessage(this.extension));
  }
}
