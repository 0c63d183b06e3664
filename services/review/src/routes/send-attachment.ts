import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { AttachmentDownload } from '../domain/attachment/report-attachments.service';

/** A reviewer's file as a download: the type we stored, never the client's; never sniffed or cached. */
export async function sendAttachment(res: Response, file: AttachmentDownload): Promise<void> {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(file.stream, res);
}
