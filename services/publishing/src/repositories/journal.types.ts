/** A journal as the publishing service knows it (its read model of the journals service's events). */
export interface Journal {
  slug: string;
  /** The short name (`Applied Science`): OAI-PMH set names, feed titles, page titles. */
  name: string;
  /** `Lumina Journal of Applied Science`: citation_journal_title, Crossref full_title, dc:source. */
  fullTitle: string;
  /** `LJAS`: citation_journal_abbrev, Crossref abbrev_title. */
  abbreviation: string;
  /** The lower-case code inside new DOIs (`as`); an existing DOI never changes. */
  doiCode: string;
  /** The journal's DOI prefix; null until the journals service has said (the site's DOI_PREFIX). */
  doiPrefix: string | null;
  issnPrint: string | null;
  issnOnline: string | null;
  /** `continuous` (article numbers at publication) or `issues` (issue 30). */
  publicationModel: 'continuous' | 'issues';
}

/** What an article's pages and records show of its journal. */
export type JournalTitles = Pick<Journal, 'fullTitle' | 'abbreviation' | 'issnPrint' | 'issnOnline'>;

/** The journal's ISSNs, print first (citation_issn, Crossref issn). */
export const issnsOf = (j: Pick<Journal, 'issnPrint' | 'issnOnline'>) => [
  ...(j.issnPrint ? [{ issn: j.issnPrint, media: 'print' as const }] : []),
  ...(j.issnOnline ? [{ issn: j.issnOnline, media: 'electronic' as const }] : []),
];
