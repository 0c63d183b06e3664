import type { Person } from '@journal/documents';
import type { SubmissionRecord } from '../../repositories/submission.types';

/**
 * Everyone whose identity the reviewers' copy must not reveal: the author and every co-author, with
 * their affiliations (issue 42 item 9).
 */
export function peopleOf(record: SubmissionRecord): Person[] {
  return [
    {
      givenNames: record.givenNames,
      familyName: record.familyName,
      email: record.authorEmail,
      orcid: record.authorOrcid,
      affiliation: record.authorAffiliation,
    },
    ...record.coAuthors.map((c) => ({
      givenNames: c.givenNames,
      familyName: c.familyName,
      email: c.email,
      orcid: c.orcid,
      affiliation: c.affiliation,
    })),
  ];
}
