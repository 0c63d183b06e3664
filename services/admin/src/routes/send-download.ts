import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/** A paper download (current file or an older version) with the headers every download carries. */
export async function sendDownload(
  res: Response,
  file: { stream: Readable; contentType: string; contentLength?: string; disposition: string },
): Promise<void> {
  res.setHeader('Content-Type', file.contentType);
  if (file.contentLength) res.setHeader('Content-Length', file.contentLength);
  res.setHeader('Content-Disposition', file.disposition);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(file.stream, res);
}
