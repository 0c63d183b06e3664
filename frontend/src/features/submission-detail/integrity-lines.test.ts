import type { IntegrityMatch } from '../../api/integrity.api';
import { integrityLine } from './integrity-lines';

const NOW = new Date('2026-12-03T12:00:00Z');
const match = (over: Partial<IntegrityMatch>): IntegrityMatch => ({
  journal: 'civil-engineering',
  journalName: 'Journal B',
  submittedAt: '2026-11-30T09:00:00Z',
  status: 'under_review',
  statusSince: null,
  kind: 'under_review_elsewhere',
  similarity: { title: 0.2, abstract: 0.5, text: 0.93 },
  sharedAuthors: 3,
  ...over,
});

describe('integrity panel lines (issue 44 item 4)', () => {
  it('says where the paper is also under review and since when', () => {
    expect(integrityLine(match({}), NOW)).toBe(
      'Also under review at Journal B (submitted 3 days ago) (text 93 % similar, 3 shared authors)',
    );
  });

  it('names the month of a rejection and the most similar field', () => {
    const line = integrityLine(
      match({
        journalName: 'Journal A',
        kind: 'similar_to_rejected',
        status: 'rejected',
        statusSince: '2026-03-14T10:00:00Z',
        similarity: { title: 0.1, abstract: 0.86, text: 0.4 },
      }),
      NOW,
    );
    expect(line).toBe(
      'Similar to a paper rejected by Journal A in March (abstract 86 % similar, 3 shared authors)',
    );
  });

  it('gives the year of an earlier year and a single author', () => {
    const line = integrityLine(
      match({ kind: 'similar_to_published', statusSince: '2025-05-02T10:00:00Z', sharedAuthors: 1 }),
      NOW,
    );
    expect(line).toBe(
      'Similar to a paper published by Journal B in May 2025 (text 93 % similar, 1 shared author)',
    );
  });
});
