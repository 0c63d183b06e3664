export { JOURNALS, findJournal, journalById, type Journal, type JournalId } from './journal-catalogue';
export {
  DEFAULT_ICON,
  DEFAULT_LICENCE,
  JOURNAL_ICONS,
  LICENCES,
  PUBLICATION_MODELS,
} from './journal-options';
export {
  deleteJournalIfNewer,
  journalLookup,
  upsertJournalIfNewer,
  type JournalLookup,
  type JournalsQueryable,
  type NamedJournal,
} from './journal-read-model';
export type { BoardMember, JournalFields } from './journal-fields';
export { isJournalSlug, JOURNAL_SLUG_PATTERN, MAX_JOURNAL_SLUG_LENGTH } from './journal-slug';
export {
  CATALOGUE_CATEGORIES,
  CATALOGUE_KINDS,
  UPDATE_FREQUENCIES,
  type Book,
  type CatalogueCategory,
  type CatalogueEntries,
  type CatalogueKind,
  type DirectoryJournal,
  type Platform,
  type ResearchDatabase,
  type UpdateFrequency,
} from './catalogue-entries.view';
export {
  isPrimaryColour,
  isSiteHref,
  PRIMARY_COLOUR_MESSAGE,
  SITE_HREF_MESSAGE,
  SITE_LIMITS,
  type SiteFooter,
  type SiteLink,
  type SiteSettings,
} from './site-settings';
export {
  PAGE_SLUG_PATTERN,
  RESERVED_JOURNAL_PAGE_SLUGS,
  RESERVED_SITE_PAGE_SLUGS,
  SEEDED_SITE_PAGE_SLUGS,
  SPA_TOP_LEVEL_ROUTES,
  type SeededSitePageSlug,
} from './page-addresses';
export {
  ARTICLE_TYPES,
  DEFAULT_SECTION,
  defaultSectionIdSql,
  openSections,
  SECTION_LIMITS,
  sectionOfPaper,
  sectionsInOrder,
  type ArticleType,
  type JournalSection,
} from './journal-sections';
export {
  CHECKLIST_ID_PATTERN,
  CHECKLIST_LIMITS,
  CHECKLIST_MESSAGES,
  missingChecklistItems,
  type ChecklistItem,
} from './journal-checklist';
