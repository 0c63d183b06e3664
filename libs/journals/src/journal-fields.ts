// The journals service's wire shape of a journal and a board member: what it stores and serves, and what
// the SPA's settings and board screens read back (one definition for both sides of `/api/journals`).

/** A journal's own fields, as the journals service keeps them and its settings view serves them. */
export interface JournalFields {
  slug: string;
  name: string;
  fullTitle: string;
  abbreviation: string;
  doiCode: string;
  icon: string;
  issnPrint: string | null;
  issnOnline: string | null;
  description: string;
  about: string;
  aimsAndScope: string;
  authorGuidelines: string;
  doiPrefix: string;
  defaultLicence: string;
  acceptingSubmissions: boolean;
  publicationModel: 'continuous' | 'issues';
  requiredReviewers: number;
  /** Who answers replies to the journal's mails when a paper has no handling editor; '' when unset. */
  contactName: string;
  /** The contact's address (Reply-To of the journal's mails), or null when the journal has none. */
  contactEmail: string | null;
  /** The manager's switch: the journal's public "Our figures" page shows its past years' figures (issue 44 item 5). */
  publicFigures: boolean;
}

/** One member of a journal's editorial board. */
export interface BoardMember {
  name: string;
  roleTitle: string;
  /** Empty when the journal has not published the member's affiliation. */
  affiliation: string;
  /** Bare ORCID iD, e.g. 0000-0002-1825-0097, or null. */
  orcid: string | null;
  order: number;
  joinedAt: string;
}
