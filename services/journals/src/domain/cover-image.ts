import type { Request } from 'express';
import busboy from 'busboy';
import { checkImageUpload, readImageHeader } from '@journal/documents';
import { PayloadTooLargeError, ValidationError } from '@journal/errors';

export const COVER_FIELD = 'image';
export const MAX_COVER_BYTES = 2 * 1024 * 1024;
export const COVER_TYPE_MESSAGE = 'The cover must be a PNG, JPEG or WebP image';
export const COVER_SIZE_MESSAGE = 'The cover image must be at most 2 MB';
const NO_FILE_MESSAGE = `Send the image as the multipart file field "${COVER_FIELD}"`;

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type CoverType = (typeof COVER_TYPES)[number];

/** The image type by its first bytes (never by the name or the declared type), or undefined. */
export function imageTypeOf(bytes: Buffer): CoverType | undefined {
  const type = readImageHeader(bytes)?.type;
  return COVER_TYPES.find((allowed) => allowed === type);
}

export interface CoverUpload {
  bytes: Buffer;
  contentType: CoverType;
}

/**
 * Reads the one image part of a multipart request (at most 2 MB, so it is held in memory) and checks its
 * type by content. Rejects with 400 (no file, wrong type) or 413 (too large); the rest of a refused body
 * is drained so the client reads the answer.
 */
export function receiveCover(req: Request): Promise<CoverUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 5, parts: 6, fileSize: MAX_COVER_BYTES + 1 },
      });
    } catch {
      return reject(new ValidationError('The upload is not a valid multipart form'));
    }
    let settled = false;
    let upload: Promise<CoverUpload> | undefined;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (name, stream) => {
      if (settled || upload || name !== COVER_FIELD) {
        stream.resume();
        if (name !== COVER_FIELD) fail(new ValidationError(NO_FILE_MESSAGE));
        return;
      }
      upload = new Promise((done, refuse) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => refuse(new PayloadTooLargeError(COVER_SIZE_MESSAGE)));
        stream.on('error', refuse);
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          // busboy stops at the limit: one byte over it marks a file that is too large.
          if (bytes.length > MAX_COVER_BYTES) return refuse(new PayloadTooLargeError(COVER_SIZE_MESSAGE));
          // The shared image check (libs/documents): type by content, at most 100 megapixels.
          const verdict = checkImageUpload(bytes, COVER_TYPES, COVER_TYPE_MESSAGE);
          if (!verdict.ok) return refuse(new ValidationError(verdict.message));
          done({ bytes, contentType: verdict.type as CoverType });
        });
      });
      upload.catch(fail);
    });
    parser.on('filesLimit', () => fail(new ValidationError('Please upload one image only')));
    parser.on('error', () => fail(new ValidationError('The upload is not a valid multipart form')));
    parser.on('close', () => {
      if (settled) return;
      if (!upload) return fail(new ValidationError(NO_FILE_MESSAGE));
      upload.then(
        (value) => {
          settled = true;
          resolve(value);
        },
        () => undefined,
      );
    });
    req.pipe(parser);
  });
}
