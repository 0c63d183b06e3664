import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ValidationError } from '@journal/errors';
import type { InternalClient } from '@journal/http';

/**
 * The file of version `number` of a paper from the submission service
 * (`GET /internal/submissions/{id}/versions/{n}/file`); a 404 there (no such version) stays a 404.
 * Only a .docx can be a production file, and one no larger than the caller's limit.
 */
export async function paperVersionDocx(
  client: InternalClient,
  id: string,
  number: number,
  limit: { maxBytes: number; tooLargeMessage: string },
): Promise<Buffer> {
  const response = await client.stream(`/submissions/${encodeURIComponent(id)}/versions/${number}/file`);
  if (response.headers.get('x-file-extension') !== 'docx' || !response.body) {
    await response.body?.cancel();
    throw new ValidationError(`Version ${number} is not a Word document (.docx)`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > limit.maxBytes) {
    await response.body.cancel();
    throw new ValidationError(limit.tooLargeMessage);
  }
  return buffer(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * One supplementary file's bytes from the submission service, which keeps them (issue 42 item 8):
 * `GET /internal/submissions/{id}/supplementary-files/{fileId}`, as a stream; its 404 stays a 404.
 */
export async function supplementaryFileStream(
  client: InternalClient,
  id: string,
  fileId: string,
): Promise<Readable> {
  const response = await client.stream(
    `/submissions/${encodeURIComponent(id)}/supplementary-files/${encodeURIComponent(fileId)}`,
  );
  if (!response.body) throw new ValidationError('The supplementary file has no content');
  return Readable.fromWeb(response.body as WebReadableStream);
}
