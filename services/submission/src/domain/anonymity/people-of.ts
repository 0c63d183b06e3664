import type { Person } from '@journal/documents';
import type { SubmissionRecord } from '../../repositories/submission.types';

/** Everyone whose identity the reviewers' copy must not reveal: the author and every co-author. */
export function peopleOf(record: SubmissionRecord): Person[] {
  return [
    { givenNames: record.givenNames, familyName: record.familyName, email: record.authorEmail },
    ...record.coAuthors.map((c) => ({
      givenNames: c.givenNames,
      familyName: c.familyName,
      email: c.email,
      orcid: c.orcid,
    })),
  ];
}
