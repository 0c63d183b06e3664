import { conflictsOf } from '../../src/domain/reviewer-pool/pool-conflicts';

const paper = {
  submissionId: 'p1',
  emails: ['rosalind@kings.example.org', 'grace@yale.example.edu'],
  affiliations: [null, 'Yale University'],
};

describe('reviewer pool conflicts (issue 29, item 4)', () => {
  it('co-author: the candidate and one of the paper authors wrote another paper together', () => {
    const entries = [
      { submissionId: 'p0', email: 'Francis+work@cam.example.org', affiliation: null },
      { submissionId: 'p0', email: 'GRACE@yale.example.edu', affiliation: 'Yale University' },
      // The paper itself does not count.
      { submissionId: 'p1', email: 'linus@caltech.example.edu', affiliation: null },
      { submissionId: 'p1', email: 'rosalind@kings.example.org', affiliation: null },
    ];
    expect(conflictsOf({ email: 'francis@cam.example.org', affiliations: [] }, paper, entries)).toEqual([
      'co-author',
    ]);
    expect(conflictsOf({ email: 'linus@caltech.example.edu', affiliations: [] }, paper, entries)).toEqual([]);
  });

  it('same institution: an equal affiliation (case and spaces aside) or institutional mail domain', () => {
    const sameAffiliation = { email: 'max@ucl.example.ac.uk', affiliations: ['  yale   university '] };
    expect(conflictsOf(sameAffiliation, paper, [])).toEqual(['same institution as an author']);
    expect(conflictsOf({ email: 'ada@YALE.example.edu', affiliations: [] }, paper, [])).toEqual([
      'same institution as an author',
    ]);
    expect(conflictsOf({ email: 'ada@ucl.example.ac.uk', affiliations: [null, ''] }, paper, [])).toEqual([]);
  });

  it('a public mail provider is no institution', () => {
    const gmailPaper = { ...paper, emails: ['rosalind@gmail.com'], affiliations: [] };
    expect(conflictsOf({ email: 'someone@gmail.com', affiliations: [] }, gmailPaper, [])).toEqual([]);
  });
});
