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

/** RIS allows 20 characters of ID: a short key ("Hodgkin2026") rather than a cut-off DOI. */
function citationKey(item: CslItem): string {
  const author = (item.author as { family?: string }[] | undefined)?.[0]?.family ?? 'article';
  const year = (item.issued as { 'date-parts'?: number[][] } | undefined)?.['date-parts']?.[0]?.[0] ?? '';
  const family = author.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '') || 'article';
  return `${family.slice(0, 16)}${year}`;
}

/**
 * The API's item, tuned for the formatters: keywords "a, b" become "a,b" because citation-js splits
 * them on commas only (RIS would get " b"), and the id becomes a short key.
 */
function forFormatting(item: CslItem): CslItem {
  const keyword = typeof item.keyword === 'string' ? item.keyword.replace(/\s*,\s*/g, ',') : item.keyword;
  return { ...item, id: citationKey(item), keyword };
}

/** APA 7 reference, BibTeX entry and RIS record of one CSL-JSON item. */
export async function formatCitations(item: CslItem): Promise<Citations> {
  const Cite = await loadCite();
  const cite = new Cite([forFormatting(item)]);
  return {
    apa: cite.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' }).trim(),
    bibtex: cite.format('bibtex', { format: 'text' }).trim(),
    ris: cite.format('ris', { format: 'text' }).trim(),
  };
}
