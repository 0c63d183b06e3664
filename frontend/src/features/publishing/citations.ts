// 'Cite this article': the API formats APA, BibTeX and RIS (citation-js on the server, docs/api.md);
// the page shows them, copies them and offers them as files.
import { fetchCitation } from './articles.api';

export const CITATION_STYLES = ['apa', 'bibtex', 'ris'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

export type Citations = Record<CitationStyle, string>;

/** Label, file extension and media type of each style's download. */
export const CITATION_FILES: Record<CitationStyle, { label: string; extension: string; type: string }> = {
  apa: { label: 'APA', extension: 'txt', type: 'text/plain' },
  bibtex: { label: 'BibTeX', extension: 'bib', type: 'application/x-bibtex' },
  ris: { label: 'RIS', extension: 'ris', type: 'application/x-research-info-systems' },
};

/** The article's APA reference, BibTeX entry and RIS record, as the API writes them. */
export async function fetchCitations(articleId: string): Promise<Citations> {
  const [apa, bibtex, ris] = await Promise.all([
    fetchCitation(articleId, 'apa'),
    fetchCitation(articleId, 'bibtex'),
    fetchCitation(articleId, 'ris'),
  ]);
  return { apa, bibtex, ris };
}
