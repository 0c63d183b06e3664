/**
 * The words for a paper's metadata fields (the body's names of `PUT .../metadata`), as the activity and the
 * version history name an editor's correction (issue 42 item 3). A field not listed is shown by its name.
 */
const FIELD_LABELS: Record<string, string> = {
  paperTitle: 'title',
  abstract: 'abstract',
  keywords: 'keywords',
  coAuthors: 'co-authors',
  authorAffiliation: "author's affiliation",
  authorOrcid: "author's ORCID iD",
  sectionId: 'section',
  funding: 'funding',
  dataAvailability: 'data availability',
};

export const metadataFieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

export const metadataFieldList = (fields: readonly string[]): string =>
  fields.map(metadataFieldLabel).join(', ');
