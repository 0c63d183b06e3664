import type { Request } from 'express';
import busboy from 'busboy';
import { officeArchiveProblem } from '@journal/documents';
import { PayloadTooLargeError, ValidationError } from '@journal/errors';

export const PRODUCTION_FILE_FIELD = 'file';
/** A final manuscript with its figures: the papers' upload limit (SPEC: 10 MB) with room for print figures. */
export const MAX_PRODUCTION_BYTES = 25 * 1024 * 1024;

export const NOT_DOCX_MESSAGE = 'The production file must be a Word document (.docx)';
const NO_FILE_MESSAGE = `Send the .docx as the multipart file field "${PRODUCTION_FILE_FIELD}"`;

/** The bytes of the one .docx part of a multipart request; 400/413 with a reason otherwise. */
export async function receiveProductionFile(req: Request): Promise<Buffer> {
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 5, parts: 6, fileSize: MAX_PRODUCTION_BYTES },
      });
    } catch {
      return reject(new ValidationError('The upload is not a valid multipart form'));
    }
    let file: Promise<Buffer> | undefined;
    parser.on('file', (name, stream, info) => {
      if (name !== PRODUCTION_FILE_FIELD || file) {
        stream.resume();
        return reject(new ValidationError(`Unexpected file field "${name}"; ${NO_FILE_MESSAGE}`));
      }
      if (!/\.docx$/i.test(info.filename ?? '')) {
        stream.resume();
        return reject(new ValidationError(NOT_DOCX_MESSAGE));
      }
      file = new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('limit', () => fail(new PayloadTooLargeError('The production file is larger than 25 MB')));
        stream.on('end', () => done(Buffer.concat(chunks)));
        stream.on('error', fail);
      });
    });
    parser.on('error', () => reject(new ValidationError('The upload is not a valid multipart form')));
    parser.on('close', () =>
      file ? file.then(resolve, reject) : reject(new ValidationError(NO_FILE_MESSAGE)),
    );
    req.pipe(parser);
  });
  // The same checks as every .docx upload (libs/documents): macros, archive expansion, figure sizes.
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const verdict = zip ? await officeArchiveProblem(bytes) : { problem: 'unreadable' as const };
  if (verdict) throw new ValidationError('message' in verdict ? verdict.message : NOT_DOCX_MESSAGE);
  return bytes;
}
