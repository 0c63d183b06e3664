export { INVALID_ORCID_MESSAGE, normalizeOrcid, orcidCheckCharacter, orcidUrl } from './orcid';
export { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH, isEmailAddress } from './email-address';
export {
  METADATA_LIMITS,
  METADATA_MESSAGES,
  checkAbstract,
  checkCoAuthor,
  checkCoAuthors,
  checkKeywords,
  checkPaperTitle,
  parseCoAuthorsJson,
  type Checked,
  type CoAuthor,
  type CoAuthorKey,
  type MetadataField,
  type MetadataProblem,
} from './paper-metadata.rules';
export {
  AUTHOR_ACTION_MESSAGES,
  EDITABLE_STATUSES,
  WITHDRAWABLE_STATUSES,
  canEditDetails,
  canWithdraw,
} from './author-actions';
export { coAuthorFromView, coAuthorView, type CoAuthorView } from './co-author.view';
export { mailboxKey, sameMailbox } from './mailbox';
export type {
  EditorialFigures,
  MonthCounts,
  PublicJournalFigures,
  PublisherAnalytics,
  PublisherFigures,
  Spread,
} from './editorial-figures.view';
export type { PoolHistoryCounts, PoolReviewer, ReviewerProfileView } from './reviewer-pool.view';
export {
  handlingEditorFromColumns,
  type HandlingEditor,
  type HandlingEditorColumns,
} from './handling-editor';
export type { SubmissionSnapshotView } from './submission-snapshot.view';
export { SUBMISSION_STATUSES, type SubmissionStatus } from './submission-status';
export type { ArticleUsageView, MostReadArticleView, UsageTotals } from './article-usage.view';
export type { ArticleAuthorView, ArticleSectionView, IssueArticleView } from './published-article.view';
export { checkRorId, ROR_MESSAGES, ROR_PREFIX, rorCheckDigits } from './ror-id';
export {
  FUNDING_LIMITS,
  FUNDING_MESSAGES,
  checkDataAvailability,
  checkFunding,
  type CheckedFunding,
  type Funding,
  type FundingProblem,
} from './funding.rules';
export {
  SUPPLEMENTARY_EXTENSIONS,
  SUPPLEMENTARY_LIMITS,
  SUPPLEMENTARY_MESSAGES,
  SUPPLEMENTARY_TYPES_TEXT,
  supplementaryExtensionOf,
  supplementaryFileProblem,
  type SupplementaryExtension,
} from './supplementary-files';
