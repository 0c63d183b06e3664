import { pipeline } from 'node:stream/promises';
import { ValidationError } from '@journal/errors';
import { generateObjectKey, type FileStorage, type PutResult } from '@journal/storage';
import { MAX_GALLEY_BYTES, PdfGalleyInspector } from './pdf-galley.inspector';
import { findPdfScript, PDF_SCRIPTS_MESSAGE } from './pdf-scripts';

/**
 * Streams a galley through the inspector into storage (never buffered). Settles once both sides did: a
 * refused upload answers only after the put removed its partial file.
 */
export async function storeGalley(
  stream: NodeJS.ReadableStream,
  storage: FileStorage,
  maxBytes = MAX_GALLEY_BYTES,
): Promise<PutResult> {
  const inspector = new PdfGalleyInspector(maxBytes);
  const key = generateObjectKey('pdf', { prefix: 'galleys' });
  const [put, piped] = await Promise.allSettled([
    storage.put(key, inspector, { contentType: 'application/pdf' }),
    pipeline(stream, inspector),
  ]);
  if (put.status === 'fulfilled' && piped.status === 'fulfilled') {
    // Stored whole; a document that would run code in a reader's viewer is removed again.
    if (!(await findPdfScript(inspector.contents()))) return put.value;
    await storage.delete(put.value.key);
    throw new ValidationError(PDF_SCRIPTS_MESSAGE);
  }
  if (put.status === 'fulfilled') await storage.delete(put.value.key);
  throw put.status === 'rejected' ? put.reason : (piped as PromiseRejectedResult).reason;
}
