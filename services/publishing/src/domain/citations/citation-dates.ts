/**
 * RIS dates in the grammar's exact form, every part zero-padded to its fixed width: citation-js writes
 * `DA  - 2026/12/1/` on the first nine days of a month, which RIS readers refuse. (Scholar's
 * `YYYY/MM/DD` and Dublin Core's `YYYY-MM-DD` are written padded by the article page; CSL-JSON carries
 * numbers in `date-parts`, its own form; BibTeX a year and a month name.)
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** RIS `PY`: the four-digit year. */
export const risYear = (year: number) => pad(year, 4);

/** RIS `DA`: `YYYY/MM/DD/` (the trailing slash ends the empty "other" part); a part not known stays empty. */
export const risDate = ([year, month, day]: readonly number[]) =>
  `${year === undefined ? '' : pad(year, 4)}/${month === undefined ? '' : pad(month)}/${day === undefined ? '' : pad(day)}/`;

/** A RIS field with its date written from the item's `date-parts` (DA, PY); any other field as it is. */
export function risDateField<T>(parts: readonly number[] | undefined) {
  return ([tag, values]: [string, T]): [string, T | string] => {
    if (!parts?.length) return [tag, values];
    if (tag === 'DA') return [tag, risDate(parts)];
    if (tag === 'PY') return [tag, risYear(parts[0]!)];
    return [tag, values];
  };
}
