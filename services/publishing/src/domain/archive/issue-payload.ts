import { Readable } from 'node:stream';
import type { Queryable } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { fullTextImageKey } from '../../jobs/fulltext-queue';
import type { Issue } from '../../repositories/issue.types';
import { jatsXml } from '../jats/jats.xml';
import { authenticatedOrcidsOf } from '../authenticated-orcids';
import { publicFullTextOf } from '../fulltext/public-full-text';
import type { PublicLinks } from '../../public-links';
import { articlesOfPublishedIssue } from '../published-issues';

/** One file of a bag's payload: its path under the bag (`data/...`) and how to read its bytes. */
export interface PayloadFile {
  path: string;
  /** Opened when the file is hashed and again when it is zipped, so no file is held whole. */
  open(): Promise<Readable>;
  /** PDFs and images are compressed already: stored as they are. */
  compressed: boolean;
}

/** `01-ce.2026.00001`: the article's place in the issue, then its DOI suffix in file-name characters. */
function articleFolder(position: number, doi: string): string {
  const suffix = doi.slice(doi.indexOf('/') + 1).replace(/[^A-Za-z0-9._-]+/g, '_');
  return `${String(position).padStart(2, '0')}-${suffix}`;
}

/** A supplementary file's name as a bag path segment: letters, digits and . _ - only (BagIt paths are plain). */
const bagFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'file';

/**
 * What a published issue hands to an archive, article by article in table-of-contents order (live articles
 * only, as readers see the issue): the JATS XML, its figures pointing at the copies beside it, and the PDF
 * galley where there is one, and its supplementary files under `supplementary/` (issue 42 item 8; their
 * bytes come from the submission service through `openSupplementary`, and JATS points at the copies).
 */
export async function issuePayload(
  db: Queryable,
  storage: FileStorage,
  issue: Pick<Issue, 'id'>,
  options: {
    publisherName: string;
    links: PublicLinks;
    /** A supplementary file's bytes; unset, the bag holds none and JATS links the public downloads. */
    openSupplementary?: (articleId: string, fileId: string) => Promise<Readable>;
  },
): Promise<PayloadFile[]> {
  const { openSupplementary, ...jatsOptions } = options;
  const articles = await articlesOfPublishedIssue(db, issue.id);
  const files: PayloadFile[] = [];
  for (const [index, article] of articles.entries()) {
    const folder = `data/${articleFolder(index + 1, article.doi)}`;
    const ready = await publicFullTextOf(db, article.id);
    const supplementary = openSupplementary
      ? (article.supplementaryFiles ?? []).map((file, i) => ({
          file,
          path: `supplementary/${i + 1}-${bagFileName(file.name)}`,
        }))
      : [];
    const jats = Buffer.from(
      jatsXml(article, ready?.fullText ?? null, {
        ...jatsOptions,
        authenticatedOrcids: await authenticatedOrcidsOf(db, article),
        imageHref: (name) => `figures/${name}`,
        ...(openSupplementary ? { supplementaryHref: (_id, index) => supplementary[index]!.path } : {}),
      }),
      'utf8',
    );
    files.push({ path: `${folder}/article.xml`, open: async () => Readable.from([jats]), compressed: false });
    const { galleyKey } = article;
    if (galleyKey)
      files.push({ path: `${folder}/article.pdf`, open: () => storage.get(galleyKey), compressed: true });
    for (const image of ready?.fullText.images ?? []) {
      const key = fullTextImageKey(article.id, ready!.generation, image.name);
      files.push({ path: `${folder}/figures/${image.name}`, open: () => storage.get(key), compressed: true });
    }
    for (const { file, path } of supplementary)
      files.push({
        path: `${folder}/${path}`,
        open: () => openSupplementary!(article.id, file.id),
        compressed: /^(image\/(png|jpeg)|application\/(zip|pdf|vnd\.openxml))/.test(file.mediaType),
      });
  }
  return files;
}
