import { bibtex } from './bibtex';
import { citeItem } from './citation-js';
import type { CslItem } from './csl-item';
import { ris } from './ris';

export const CITATION_FORMATS = ['bibtex', 'ris', 'apa', 'csl'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** Content type and file extension of each format (RIS and BibTeX are what reference managers import). */
export const CITATION_MEDIA: Record<CitationFormat, { type: string; extension: string }> = {
  bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
  apa: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  csl: { type: 'application/vnd.citationstyles.csl+json; charset=utf-8', extension: 'json' },
};

/** One citation of the article's CSL-JSON item (the API's `csl`), formatted by citation-js. */
export function formatCitation(format: CitationFormat, item: CslItem): string {
  if (format === 'csl') return JSON.stringify([item], null, 2);
  const cite = citeItem(item);
  if (format === 'bibtex') return bibtex(cite);
  if (format === 'ris') return ris(cite);
  // APA 7 (citation-js's bundled template), one reference ending in a line break.
  return String(cite.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' }));
}
