// A table of contents under section headings (issue 42): the API answers one list of entries, each with
// its `sectionId`, and the sections in table-of-contents order beside it (docs/api.md).

/** A journal section as tables of contents and articles carry it. */
export interface TocSection {
  id: string;
  title: string;
  /** A JATS `@article-type`. */
  articleType: string;
}

/** One heading's entries; `section` null for the entries of an answer without sections. */
export interface TocGroup<T> {
  section: TocSection | null;
  entries: T[];
}

/**
 * The entries under their sections, in the sections' order and the entries' own order within each; an
 * answer without sections (from before them) is one group without a heading, and an entry whose section
 * the list does not name goes last, without a heading, rather than missing.
 */
export function groupBySection<T extends { sectionId?: string | null }>(
  entries: readonly T[],
  sections: readonly TocSection[] | undefined,
): TocGroup<T>[] {
  if (!sections?.length) return entries.length ? [{ section: null, entries: [...entries] }] : [];
  const known = new Set(sections.map((s) => s.id));
  const groups: TocGroup<T>[] = sections
    .map((section) => ({ section, entries: entries.filter((e) => e.sectionId === section.id) }))
    .filter((g) => g.entries.length > 0);
  const rest = entries.filter((e) => !e.sectionId || !known.has(e.sectionId));
  return rest.length ? [...groups, { section: null, entries: rest }] : groups;
}

/**
 * Whether the groups get headings: only when the table of contents has more than one section, so an issue
 * of a journal with one section (every journal on a fresh install) reads as the single list it was.
 */
export const hasSectionHeadings = (groups: readonly TocGroup<unknown>[]) =>
  groups.filter((g) => g.section).length > 1;
