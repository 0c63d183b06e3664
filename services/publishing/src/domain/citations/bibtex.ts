import { z } from 'zod';
import type { Cite } from '@citation-js/core';

/** citation-js's JSON representation of BibTeX entries (`format: 'object'`): values already escaped. */
const bibtexEntries = z.array(
  z.object({ type: z.string(), label: z.string(), properties: z.record(z.string(), z.string()) }),
);

/**
 * The BibTeX entry citation-js maps from the item, laid out as its text output (one field per line),
 * with two corrections (issue 30): citation-js 0.8 writes the day into `month` ("nov 26", which BibTeX
 * styles do not read as a month) and the URL twice (`url`, and `howpublished` as for a web page).
 */
export function bibtex(cite: Cite): string {
  return bibtexEntries
    .parse(cite.format('bibtex', { format: 'object' }))
    .map(({ type, label, properties }) => {
      const fields = Object.entries(properties)
        .filter(([name, value]) => !(name === 'howpublished' && value === properties.url))
        .map(([name, value]) => `\t${name} = {${name === 'month' ? value.replace(/ \d+$/, '') : value}},\n`);
      return `@${type}{${label},\n${fields.join('')}}\n`;
    })
    .join('');
}
