/**
 * A journal's sections (issue 42, item 2): what kind of paper it holds (JATS `@article-type`), whether
 * review is required before acceptance, and its place in the table of contents. The journals service owns
 * them; they travel inside the journal's snapshot (journals.journal_created/updated.v1, ADR 0045), so every
 * read model of journals knows them without a call.
 */
export const ARTICLE_TYPES = [
  'research-article',
  'review-article',
  'editorial',
  'letter',
  'correction',
  'retraction',
  'case-report',
  'brief-report',
  'book-review',
  'other',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export interface JournalSection {
  id: string;
  title: string;
  abbreviation: string;
  articleType: ArticleType;
  peerReviewed: boolean;
  /** 1, 2, 3... in the table of contents. */
  order: number;
  /** Whether authors may choose it for a new submission. */
  open: boolean;
}

export const SECTION_LIMITS = { title: 120, abbreviation: 20, perJournal: 50 } as const;

/**
 * The section every journal starts with. Its id is made in SQL, `md5(slug || ':section:articles')::uuid`
 * (DEFAULT_SECTION_ID_SQL), so the journals service's seed and the read models' backfills agree without a call.
 */
export const DEFAULT_SECTION = {
  title: 'Articles',
  abbreviation: 'ART',
  articleType: 'research-article',
  peerReviewed: true,
  order: 1,
  open: true,
} as const satisfies Omit<JournalSection, 'id'>;

/** SQL for the default section's id of the journal whose slug is the expression given (e.g. `$1`, `slug`). */
export function defaultSectionIdSql(slugExpression: string): string {
  return `md5(${slugExpression} || ':section:articles')::uuid`;
}

/** The journal's sections in table-of-contents order. */
export function sectionsInOrder(sections: readonly JournalSection[]): JournalSection[] {
  return [...sections].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** The section a paper is filed under: its own, or (an unknown id) the journal's first; none without sections. */
export function sectionOfPaper(
  sections: readonly JournalSection[],
  sectionId: string | null | undefined,
): JournalSection | undefined {
  const all = sectionsInOrder(sections);
  return all.find((s) => s.id === sectionId) ?? all[0];
}

/** The sections an author may choose for a new paper. */
export function openSections(sections: readonly JournalSection[]): JournalSection[] {
  return sectionsInOrder(sections).filter((s) => s.open);
}
