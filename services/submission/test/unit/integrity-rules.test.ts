import { authorKeys, fingerprintOf } from '../../src/domain/integrity/fingerprint';
import { isMatch, kindOf } from '../../src/domain/integrity/integrity-rules';
import type { SubmissionRecord } from '../../src/repositories/submission.types';

const record = (over: Partial<SubmissionRecord> = {}): SubmissionRecord =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    paperTitle: '  Seagrass   Meadows ',
    abstract: 'We mapped SEAGRASS.',
    keywords: ['blue carbon', 'Baltic'],
    givenNames: 'Rosa',
    familyName: 'Hartmann',
    coAuthors: [
      { givenNames: 'Jonas', familyName: 'Weber', email: 'j@example.org', affiliation: null, orcid: null },
      { givenNames: 'rosa', familyName: 'HARTMANN', email: 'r@example.org', affiliation: null, orcid: null },
    ],
    fileVersion: 2,
    ...over,
  }) as SubmissionRecord;

describe('integrity fingerprints and rules (issue 44 item 4)', () => {
  it('keys authors by family name and initial, each once, whatever the case and order', () => {
    expect(authorKeys(record())).toEqual(['hartmann r', 'weber j']);
  });

  it("compares the manuscript's text when there is one, else title, abstract and keywords, and says which", () => {
    expect(fingerprintOf(record(), 'Body  TEXT')).toMatchObject({
      title: 'seagrass meadows',
      body: 'body text',
      textSource: 'manuscript',
      fileVersion: 2,
    });
    expect(fingerprintOf(record(), undefined)).toMatchObject({
      body: 'seagrass meadows we mapped seagrass. blue carbon baltic',
      textSource: 'metadata',
    });
    expect(fingerprintOf(record(), 'x'.repeat(30_000)).body).toHaveLength(20_000);
  });

  it('never matches on shared authors alone', () => {
    const low = { otherId: 'x', title: 0.2, abstract: 0.3, text: 0.4, sharedAuthors: 5 };
    expect(isMatch(low)).toBe(false);
    expect(isMatch({ ...low, text: 0.6 })).toBe(true);
    expect(isMatch({ ...low, abstract: 0.55 })).toBe(true);
    expect(isMatch({ ...low, title: 0.8 })).toBe(true);
  });

  it("takes the kind from the other paper's status, leaving withdrawn papers out", () => {
    expect(kindOf('under_review')).toBe('under_review_elsewhere');
    expect(kindOf('accepted')).toBe('under_review_elsewhere');
    expect(kindOf('rejected')).toBe('similar_to_rejected');
    expect(kindOf('published')).toBe('similar_to_published');
    expect(kindOf('withdrawn')).toBeUndefined();
  });
});
