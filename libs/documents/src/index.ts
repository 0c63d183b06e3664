export { TEXT_PLACES, type TextPlace, type TextByPlace } from './places';
export {
  findIdentities,
  identityMatches,
  type Finding,
  type FindingKind,
  type IdentityMatch,
  type Person,
} from './scan/find-identities';
export { measureInflation, type InflationLimits, type InflationVerdict } from './zip/inflated-size';
export { REMOVED } from './docx/redact-identities';
export { anonymizeDocx, NEUTRAL_AUTHOR, NEUTRAL_INITIALS, type DocxCleaning } from './docx/anonymize-docx';
export { docxText, wordPartText } from './docx/docx-text';
export { docxTitle } from './docx/docx-title';
export { anonymizeDoc, docText, type DocCleaning } from './doc/anonymize-doc';
export {
  makeReviewerCopy,
  documentText,
  scanForAuthors,
  type ManuscriptFormat,
  type ReviewerCopy,
  type ScanResult,
} from './reviewer-copy';
export { parseXml, serializeXml, MalformedXmlError } from './xml';
export {
  LOCAL_FILE_HEADER,
  readCentralDirectory,
  type CentralEntry,
  type CentralDirectoryResult,
} from './zip/central-directory';
export * from './upload';
