import { anonymizeDoc, docText } from './doc/anonymize-doc';
import { anonymizeDocx } from './docx/anonymize-docx';
import { docxText } from './docx/docx-text';
import { emptyText, type TextByPlace } from './places';
import { findIdentities, type Finding, type Person } from './scan/find-identities';

/** The manuscript formats the platform accepts (services/submission file-type policy). */
export type ManuscriptFormat = 'doc' | 'docx' | 'txt';

export type ReviewerCopy =
  /** A cleaned copy to store and serve. */
  | { kind: 'cleaned'; bytes: Buffer }
  /** Nothing to clean (plain text): reviewers get the original bytes. */
  | { kind: 'original' }
  /** Not cleanable safely: no copy until an editor uploads an anonymous version. */
  | { kind: 'none'; reason: string };

export interface ScanResult {
  findings: Finding[];
  /** Why the text could not be read (then there are no findings to trust). */
  unreadable?: string;
}

/**
 * The reviewers' copy of a manuscript: what is made, or why nothing can be. `people` (the authors) are
 * replaced by "[removed]" where a .docx copy redacts (headers, footers, notes, text boxes).
 */
export async function makeReviewerCopy(
  format: ManuscriptFormat,
  bytes: Uint8Array,
  people: readonly Person[] = [],
): Promise<ReviewerCopy> {
  if (format === 'txt') return { kind: 'original' };
  const cleaned = format === 'docx' ? await anonymizeDocx(bytes, people) : anonymizeDoc(bytes);
  return cleaned.ok ? { kind: 'cleaned', bytes: cleaned.bytes } : { kind: 'none', reason: cleaned.reason };
}

/**
 * A document's text by place. `authors` adds the names Word records as attributes (comments' and
 * tracked changes' authors, .docx only): asked for on the author's original, whose copy renames them.
 */
export async function documentText(
  format: ManuscriptFormat,
  bytes: Uint8Array,
  options: { authors?: boolean } = {},
): Promise<TextByPlace> {
  if (format === 'docx') return docxText(bytes, options);
  if (format === 'doc') return docText(bytes);
  return { ...emptyText(), body: Buffer.from(bytes).toString('utf8') };
}

/** Where the authors' names, emails, ORCID iDs and affiliations appear in a document's text and properties. */
export async function scanForAuthors(
  format: ManuscriptFormat,
  bytes: Uint8Array,
  people: readonly Person[],
  options: { authors?: boolean } = {},
): Promise<ScanResult> {
  try {
    return { findings: findIdentities(await documentText(format, bytes, options), people) };
  } catch {
    // A damaged file: the scan cannot vouch for anything (the copy, if any, says why too).
    return {
      findings: [],
      unreadable: `The .${format} file could not be read to look for the authors' names`,
    };
  }
}
