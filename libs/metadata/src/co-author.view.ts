import type { CoAuthor } from './paper-metadata.rules';

/** A co-author as the JSON APIs show it (snake_case, like every other field of a submission there). */
export interface CoAuthorView {
  given_names: string;
  family_name: string;
  email: string;
  affiliation: string | null;
  orcid: string | null;
  /** The affiliation's ROR id (issue 42 item 8), only when the co-author has one. */
  ror_id?: string;
}

export function coAuthorView(coAuthor: CoAuthor): CoAuthorView {
  return {
    given_names: coAuthor.givenNames,
    family_name: coAuthor.familyName,
    email: coAuthor.email,
    affiliation: coAuthor.affiliation,
    orcid: coAuthor.orcid,
    ...(coAuthor.rorId ? { ror_id: coAuthor.rorId } : {}),
  };
}

export function coAuthorFromView(view: CoAuthorView): CoAuthor {
  return {
    givenNames: view.given_names,
    familyName: view.family_name,
    email: view.email,
    affiliation: view.affiliation,
    orcid: view.orcid,
    ...(view.ror_id ? { rorId: view.ror_id } : {}),
  };
}
