import type { CoAuthor } from './paper-metadata.rules';

/** A co-author as the JSON APIs show it (snake_case, like every other field of a submission there). */
export interface CoAuthorView {
  given_names: string;
  family_name: string;
  email: string;
  affiliation: string | null;
  orcid: string | null;
}

export function coAuthorView(coAuthor: CoAuthor): CoAuthorView {
  return {
    given_names: coAuthor.givenNames,
    family_name: coAuthor.familyName,
    email: coAuthor.email,
    affiliation: coAuthor.affiliation,
    orcid: coAuthor.orcid,
  };
}

export function coAuthorFromView(view: CoAuthorView): CoAuthor {
  return {
    givenNames: view.given_names,
    familyName: view.family_name,
    email: view.email,
    affiliation: view.affiliation,
    orcid: view.orcid,
  };
}
