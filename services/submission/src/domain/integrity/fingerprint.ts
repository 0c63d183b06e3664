import type { Fingerprint } from '../../repositories/integrity.repository';
import type { SubmissionRecord } from '../../repositories/submission.types';

/** Lower case, one space between words: what trigram similarity compares. */
export const normalized = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** An author as 'family-name given-initial' (the same person however the list is ordered or the names spaced). */
export function authorKey(person: { givenNames: string; familyName: string }): string {
  return `${normalized(person.familyName)} ${normalized(person.givenNames).charAt(0)}`;
}

/** The paper's authors (the submitting author and the co-authors), each once. */
export function authorKeys(
  record: Pick<SubmissionRecord, 'givenNames' | 'familyName' | 'coAuthors'>,
): string[] {
  return [...new Set([record, ...record.coAuthors].map(authorKey))];
}

/**
 * What the paper is compared by: its metadata, and the manuscript's text when the service could read it,
 * else title, abstract and keywords (`textSource: 'metadata'`).
 */
export function fingerprintOf(record: SubmissionRecord, text: string | undefined): Fingerprint {
  const title = normalized(record.paperTitle);
  const abstract = normalized(record.abstract);
  const keywords = normalized(record.keywords.join(' '));
  return {
    submissionId: record.id,
    fileVersion: record.fileVersion,
    title,
    abstract,
    keywords,
    body:
      text !== undefined
        ? normalized(text).slice(0, 20_000)
        : `${title} ${abstract} ${keywords}`.slice(0, 20_000),
    textSource: text !== undefined ? 'manuscript' : 'metadata',
    authors: authorKeys(record),
  };
}
