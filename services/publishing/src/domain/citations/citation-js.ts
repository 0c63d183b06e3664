// citation-js with the formats this service writes: CSL styles (APA), BibTeX and RIS. The plugins
// register themselves on core's shared registry when imported.
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CslItem } from './csl-item';

// The entry's key is the item's id (the short key below), not citation-js's author-year-title label.
plugins.config.get('@bibtex').format!.useIdAsLabel = true;

/** A short key ("Franklin2026"): RIS allows 20 characters of ID, BibTeX users type it in \cite{}. */
function citationKey(item: CslItem): string {
  const family = (item.author[0]?.family ?? '').normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  return `${(family || 'article').slice(0, 16)}${item.issued['date-parts'][0]![0]}`;
}

/**
 * The API's item as the formatters need it: the short key as id, and keywords "a, b" as "a,b" because
 * citation-js splits them on commas only (RIS would get " b"; keywords never hold commas themselves).
 */
export function citeItem(item: CslItem): Cite {
  return new Cite([{ ...item, id: citationKey(item), keyword: item.keyword?.replace(/, /g, ',') }]);
}
