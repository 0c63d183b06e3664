import { buffer } from 'node:stream/consumers';
import type { Queryable } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { fullTextImageKey } from '../../jobs/fulltext-queue';
import { fullTextHtml } from './fulltext.html';
import { proofFullTextOf } from './production-reads';

/**
 * The proof as the authors and editors read it before publication: the page's full-text HTML with the
 * images inlined as data URLs (an `<img>` cannot send the reader's token to an access-checked route).
 */
export async function previewHtml(
  deps: { pool: Queryable; storage: FileStorage },
  submissionId: string,
): Promise<string | null> {
  const ready = await proofFullTextOf(deps.pool, submissionId);
  if (!ready) return null;
  const html = fullTextHtml(ready.fullText, `preview:${submissionId}`);
  const inlined = new Map<string, string>();
  for (const image of ready.fullText.images) {
    const bytes = await buffer(
      await deps.storage.get(fullTextImageKey(submissionId, ready.generation, image.name)),
    );
    inlined.set(
      `preview:${submissionId}/${image.name}`,
      `data:${image.contentType};base64,${bytes.toString('base64')}`,
    );
  }
  // Only the src values fullTextHtml wrote from the image names are replaced.
  return html.replace(/src="(preview:[^"]+)"/g, (whole, src: string) => {
    const data = inlined.get(src);
    return data ? `src="${data}"` : whole;
  });
}
