import { z } from 'zod';
import type { Cite } from '@citation-js/core';
import { risDateField } from './citation-dates';

const value = z.union([z.string(), z.number()]);
/** citation-js's JSON representation of RIS records (`format: 'object'`): tag to value or values. */
const fieldValue = z.union([value, z.array(value)]);
const risRecords = z.array(z.record(z.string(), fieldValue));
type Field = [tag: string, values: z.infer<typeof fieldValue>];

/** The item's issued `date-parts` (the record's DA and PY are written from them, padded). */
const cslItems = z.array(
  z.object({ issued: z.object({ 'date-parts': z.array(z.array(z.number())) }).optional() }).loose(),
);
const issuedOf = (items: z.infer<typeof cslItems>, index: number) => items[index]?.issued?.['date-parts'][0];

/** `TAG  - value` on one line: a value's own line breaks become spaces. */
const line = (tag: string, text: string | number) => `${tag}  - ${String(text).replace(/\s+/g, ' ').trim()}`;

/** citation-js writes a page range as `SP  - 10-24`; RIS has the last page as its own field (EP). */
const pageFields = ([tag, values]: Field): Field[] => {
  const range = tag === 'SP' && typeof values === 'string' ? /^(\S+?)-+(\S+)$/.exec(values) : null;
  return range
    ? [
        ['SP', range[1]!],
        ['EP', range[2]!],
      ]
    : [[tag, values]];
};

/**
 * The RIS record citation-js maps from the item, each field on one line whatever its length
 * (citation-js's text output breaks values every 70 characters, and readers take the rest of a long
 * title for a tag-less line: issue 30), CRLF line ends as the format's readers expect.
 */
export function ris(cite: Cite): string {
  const items = cslItems.parse(cite.format('data', { format: 'object' }));
  return risRecords
    .parse(cite.format('ris', { format: 'object' }))
    .map((record, index) => {
      const fields = Object.entries(record)
        .filter(([tag]) => tag !== 'TY')
        .flatMap(pageFields)
        .map(risDateField(issuedOf(items, index)));
      const lines = [
        line('TY', String(record.TY)),
        ...fields.flatMap(([tag, values]) => [values].flat().map((v) => line(tag, v))),
        'ER  - ',
      ];
      return `${lines.join('\r\n')}\r\n`;
    })
    .join('');
}
