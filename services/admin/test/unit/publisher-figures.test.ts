import type { PaperFacts } from '../../src/repositories/analytics-facts.repository';
import { publisherCsv } from '../../src/domain/analytics/publisher-csv';
import { publisherFigures, yearPeriod } from '../../src/domain/analytics/publisher-figures';

const at = (day: string) => new Date(`${day}T10:00:00.000Z`);
let n = 0;
const paper = (submitted: string, facts: Partial<PaperFacts> = {}): PaperFacts => ({
  submissionId: `p${(n += 1)}`,
  journalId: 'civil-engineering',
  submittedAt: at(submitted),
  publishedAt: null,
  transferredFrom: null,
  licence: null,
  decisions: [],
  invitations: [],
  ...facts,
});
const decided = (kind: 'accept' | 'reject' | 'revisions', day: string) => ({
  kind,
  at: at(day),
  source: 'decision' as const,
});
const invitation = (invited: string, accepted: boolean | null, responded?: string, reported?: string) => ({
  invitedAt: at(invited),
  respondedAt: responded ? at(responded) : null,
  accepted,
  reportedAt: reported ? at(reported) : null,
});

/** A year of one journal with known dates; each figure below can be recounted from these lines. */
const PAPERS = [
  // Desk rejection after 2 days.
  paper('2025-01-01', { decisions: [decided('reject', '2025-01-03')] }),
  // Reviewed, accepted after 30 days, published after 60 under CC BY 4.0.
  paper('2025-02-01', {
    decisions: [decided('accept', '2025-03-03')],
    invitations: [
      invitation('2025-02-02', true, '2025-02-04', '2025-02-20'),
      invitation('2025-02-02', false, '2025-02-03'),
    ],
    publishedAt: at('2025-04-02'),
    licence: 'CC BY 4.0',
  }),
  // Revisions after 10 days, then accepted after 50 (in 2025), published in 2026: not this year's article.
  paper('2025-11-01', {
    decisions: [decided('revisions', '2025-11-11'), decided('accept', '2025-12-21')],
    invitations: [invitation('2025-11-02', true, '2025-11-03', '2025-11-09')],
    publishedAt: at('2026-01-10'),
    licence: 'CC BY-NC 4.0',
  }),
  // Submitted in 2024, published in 2025 with a licence publishing never told.
  paper('2024-12-01', { decisions: [decided('accept', '2024-12-31')], publishedAt: at('2025-01-30') }),
  // Came by a transfer in 2025: transferredIn (counted by the caller), not received.
  paper('2025-06-01', { transferredFrom: 'applied-science' }),
];

describe('publisherFigures (issue 44 item 5)', () => {
  const figures = publisherFigures(PAPERS, yearPeriod(2025), { transferredIn: 1, transferredOut: 2 });

  it('counts each event in its own year, and a transferred paper not as received', () => {
    expect(figures).toMatchObject({
      submissionsReceived: 3,
      transferredIn: 1,
      transferredOut: 2,
      deskRejections: 1,
      reviewsRequested: 3,
      reviewsAccepted: 2,
      reviewsReceived: 2,
      articlesPublished: 2,
    });
  });

  it('measures spans from arrival to the first decision, acceptance and publication, in days', () => {
    // First decisions in 2025: 2, 30, 10 days (the 2024 paper's was in 2024).
    expect([figures.medianDaysToFirstDecision, figures.p90DaysToFirstDecision]).toEqual([10, 30]);
    // Acceptances in 2025: 30 and 50 days.
    expect([figures.medianDaysToAcceptance, figures.p90DaysToAcceptance]).toEqual([40, 50]);
    // Publications in 2025: 60 days (Feb 1 to Apr 2) and 60 days (Dec 1 to Jan 30).
    expect([figures.medianDaysToPublication, figures.p90DaysToPublication]).toEqual([60, 60]);
    // Final decisions in 2025: a reject and two accepts.
    expect(figures.acceptanceRate).toBe(0.6667);
  });

  it('counts the year’s published articles per licence, unknown when never told', () => {
    expect(figures.licences).toEqual({ 'CC BY 4.0': 1, unknown: 1 });
    expect(
      publisherFigures(PAPERS, yearPeriod(2026), { transferredIn: 0, transferredOut: 0 }).licences,
    ).toEqual({ 'CC BY-NC 4.0': 1 });
  });

  it('writes one CSV line per journal and one for the family, a column per licence', () => {
    const empty = publisherFigures([], yearPeriod(2025), { transferredIn: 0, transferredOut: 0 });
    const csv = publisherCsv({
      year: 2025,
      journals: [
        { slug: 'civil-engineering', name: 'Civil Engineering', ...figures },
        { slug: 'applied-science', name: 'Applied, Science', ...empty },
      ],
      family: figures,
    });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'year,journal,name,submissionsReceived,transferredIn,transferredOut,deskRejections,reviewsRequested,' +
        'reviewsAccepted,reviewsReceived,acceptanceRate,medianDaysToFirstDecision,p90DaysToFirstDecision,' +
        'medianDaysToAcceptance,p90DaysToAcceptance,medianDaysToPublication,p90DaysToPublication,' +
        'articlesPublished,licence:CC BY 4.0,licence:unknown',
    );
    expect(lines[1]).toBe(
      '2025,civil-engineering,Civil Engineering,3,1,2,1,3,2,2,0.6667,10,30,40,50,60,60,2,1,1',
    );
    expect(lines[2]).toBe('2025,applied-science,"Applied, Science",0,0,0,0,0,0,0,,,,,,,,0,0,0');
    expect(lines[3]!.startsWith('2025,family,All journals,3,')).toBe(true);
  });
});
