/** A journal as the service stores and serves it (the public view leaves out `coverKey`). */
export interface Journal {
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
  coverKey: string | null;
  coverContentType: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The fields an administrator may change (everything but the slug and what the service keeps). */
export type JournalChanges = Partial<
  Omit<Journal, 'slug' | 'coverKey' | 'coverContentType' | 'version' | 'createdAt' | 'updatedAt'>
>;

export interface BoardMember {
  name: string;
  roleTitle: string;
  affiliation: string;
  orcid: string | null;
  order: number;
  joinedAt: string;
}

export interface PastBoardMember extends BoardMember {
  leftAt: string;
}

export interface Board {
  members: BoardMember[];
  pastMembers: PastBoardMember[];
}
