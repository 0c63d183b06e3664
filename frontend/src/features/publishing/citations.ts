// 'Cite this article' in the browser with citation-js. It is large (citeproc and its styles), so it is
// imported on first use: only the article page downloads it, after the article itself is on screen.
import type { CslItem } from './articles.api';

export const CITATION_STYLES = ['apa', 'bibtex', 'ris'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

export type Citations = Record<CitationStyle, string>;

/** Label, file extension and media type of each style's download. */
export const CITATION_FILES: Record<CitationStyle, { label: string; extension: string; type: string }> = {
  apa: { label: 'APA', extension: 'txt', type: 'text/plain' },
  bibtex: { label: 'BibTeX', extension: 'bib', type: 'application/x-bibtex' },
  ris: { label: 'RIS', extension: 'ris', type: 'application/x-research-info-systems' },
};

async function loadCite() {
  // The plugins register their formats on core's shared registry when imported.
  const [core] = await Promise.all([
    import('@citation-js/core'),
    import('@citation-js/plugin-csl'),
    import('@citation-js/plugin-bibtex'),
    import('@citation-js/plugin-ris'),
  ]);
  return core.Cite;
}

/** APA 7 reference, BibTeX entry and RIS record of one CSL-JSON item. */
export async function formatCitations(item: CslItem): Promise<Citations> {
  const Cite = await loadCite();
  const cite = new Cite([item]);
  return {
    apa: cite.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' }).trim(),
    bibtex: cite.format('bibtex', { format: 'text' }).trim(),
    ris: cite.format('ris', { format: 'text' }).trim(),
  };
}
