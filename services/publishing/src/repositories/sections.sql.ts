// A journal's sections as the publishing read model keeps them (ADR 0046): one `sections` jsonb column of
// publishing.journals, the journals service's snapshot as sent (until then migration 020's
// publishing.default_sections). This is the one SQL spelling of "the section a paper is filed under".

/** What a paper's section row carries: the JSON views' `{ id, title, articleType }` and its TOC order. */
export interface PaperSection {
  id: string;
  title: string;
  articleType: string;
  order: number;
}

/**
 * A scalar subquery: the section (json, PaperSection) a paper is filed under, as sectionOfPaper decides —
 * its own, or (none, or an id the journal does not have) the journal's first in table-of-contents order; null for a
 * journal the service does not know. The arguments are SQL expressions (columns).
 */
export function sectionOfPaperSql(journalId: string, sectionId: string): string {
  return `(SELECT json_build_object('id', sec->>'id', 'title', sec->>'title', 'articleType', sec->>'articleType',
        'order', (sec->>'order')::int)
       FROM publishing.journals j, jsonb_array_elements(j.sections) sec
      WHERE j.slug = ${journalId}
      ORDER BY coalesce((sec->>'id') = ${sectionId}::text, false) DESC, (sec->>'order')::int, sec->>'title' LIMIT 1)`;
}

/** ORDER BY keys of a row whose `section` column is sectionOfPaperSql's: the sections' order, then title. */
export const SECTION_ORDER_SQL = (column: string) =>
  `(${column}->>'order')::int NULLS LAST, ${column}->>'title'`;
