/**
 * The editorial figures recomputed from the submissions CSV alone (issue 32), written apart from the
 * service's code so the test compares two computations of docs/api.md "Editorial figures".
 */

type Kind = 'accept' | 'reject' | 'revisions';

interface CsvPaper {
  slug: string;
  submittedAt: Date;
  decisions: { kind: Kind; at: Date }[];
  invitations: { invitedAt?: Date; answer?: string; answeredAt?: Date; reportedAt?: Date }[];
  publishedAt?: Date;
  /** The CSV's convenience columns, checked against the lists they summarise. */
  stated: { first: string; firstAt: string; final: string; finalAt: string; desk: string; reviews: string };
}

const DAY_MS = 86_400_000;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Rows of the CSV (header first) as papers. */
export function papersFromCsv(rows: string[][]): CsvPaper[] {
  const [header, ...lines] = rows;
  const column = (name: string) => {
    const i = header!.indexOf(name);
    if (i < 0) throw new Error(`The CSV has no column ${name}`);
    return i;
  };
  const cell = (line: string[], name: string) => line[column(name)] ?? '';
  const entries = (text: string) => (text ? text.split('; ') : []);
  return lines.map((line) => ({
    slug: cell(line, 'Journal Slug'),
    submittedAt: new Date(cell(line, 'Submission Date')),
    decisions: entries(cell(line, 'Decisions')).map((entry) => {
      const [kind, at] = entry.split(' ');
      return { kind: kind as Kind, at: new Date(at!) };
    }),
    invitations: entries(cell(line, 'Reviewer Invitations')).map((entry) => {
      const words = entry.split(' ');
      const facts: CsvPaper['invitations'][number] = {};
      for (let i = 0; i < words.length; i += 2) {
        const at = new Date(words[i + 1]!);
        if (words[i] === 'invited') facts.invitedAt = at;
        else if (words[i] === 'reported') facts.reportedAt = at;
        else [facts.answer, facts.answeredAt] = [words[i], at];
      }
      return facts;
    }),
    publishedAt: cell(line, 'Published Date') ? new Date(cell(line, 'Published Date')) : undefined,
    stated: {
      first: cell(line, 'First Decision'),
      firstAt: cell(line, 'First Decision Date'),
      final: cell(line, 'Final Decision'),
      finalAt: cell(line, 'Final Decision Date'),
      desk: cell(line, 'Desk Rejection'),
      reviews: cell(line, 'Reviews'),
    },
  }));
}

/** Middle value (or the mean of the two middle ones) and the smallest value with >= 90 % at or below it. */
function medianAndP90(values: number[]) {
  if (!values.length) return { median: null, p90: null };
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  const p90 = sorted.find((v) => sorted.filter((w) => w <= v).length >= 0.9 * n)!;
  return { median: round(median, 2), p90: round(p90, 2) };
}

const share = (part: number, whole: number) => (whole ? round(part / whole, 4) : null);
const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY_MS;

/** First decision, final decision (first accept or reject) and desk rejection of one paper. */
export function outcome(p: CsvPaper) {
  const first = p.decisions[0];
  const final = p.decisions.find((d) => d.kind === 'accept' || d.kind === 'reject');
  const reviewedBy = (at: Date) =>
    p.invitations.some(
      (i) => (i.answer === 'accepted' && i.answeredAt! <= at) || (i.reportedAt && i.reportedAt <= at),
    );
  const desk = first !== undefined && first === final && first.kind === 'reject' && !reviewedBy(first.at);
  return { first, final, desk };
}

/** The figures of `papers` over the UTC days from..to, as `GET /api/admin/analytics` answers them. */
export function figuresFromCsv(papers: CsvPaper[], from: string, to: string) {
  const inside = (d: Date | undefined, month?: string) => {
    if (!d) return false;
    const day = d.toISOString().slice(0, 10);
    return day >= from && day <= to && (!month || day.startsWith(month));
  };
  const counts = (month?: string) => {
    const decisions = { accept: 0, reject: 0, revisions: 0 };
    for (const p of papers) for (const d of p.decisions) if (inside(d.at, month)) decisions[d.kind] += 1;
    return {
      submissionsReceived: papers.filter((p) => inside(p.submittedAt, month)).length,
      decisions,
      deskRejections: papers.filter((p) => outcome(p).desk && inside(outcome(p).final?.at, month)).length,
      publishedArticles: papers.filter((p) => inside(p.publishedAt, month)).length,
    };
  };
  const withOutcome = papers.map((p) => ({ p, ...outcome(p) }));
  const firstIn = withOutcome.filter((o) => inside(o.first?.at));
  const finalIn = withOutcome.filter((o) => inside(o.final?.at));
  const invitations = papers.flatMap((p) => p.invitations);
  const answered = invitations.filter((i) => i.invitedAt && inside(i.answeredAt));
  const reported = invitations.filter((i) => i.invitedAt && inside(i.reportedAt));
  const reportsBeforeFinal = finalIn
    .map((o) => o.p.invitations.filter((i) => i.reportedAt && i.reportedAt <= o.final!.at).length)
    .reduce((a, b) => a + b, 0);
  const months: string[] = [];
  for (
    let y = +from.slice(0, 4), m = +from.slice(5, 7);
    `${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7);

  ) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return {
    ...counts(),
    acceptanceRate: share(finalIn.filter((o) => o.final!.kind === 'accept').length, finalIn.length),
    daysToFirstDecision: medianAndP90(firstIn.map((o) => days(o.p.submittedAt, o.first!.at))),
    daysToFirstDecisionExcludingDesk: medianAndP90(
      firstIn.filter((o) => !o.desk).map((o) => days(o.p.submittedAt, o.first!.at)),
    ),
    daysToFinalDecision: medianAndP90(finalIn.map((o) => days(o.p.submittedAt, o.final!.at))),
    daysToFinalDecisionExcludingDesk: medianAndP90(
      finalIn.filter((o) => !o.desk).map((o) => days(o.p.submittedAt, o.final!.at)),
    ),
    reviewerAcceptanceRate: share(answered.filter((i) => i.answer === 'accepted').length, answered.length),
    medianDaysToReviewerResponse: medianAndP90(answered.map((i) => days(i.invitedAt!, i.answeredAt!))).median,
    medianDaysToReport: medianAndP90(reported.map((i) => days(i.invitedAt!, i.reportedAt!))).median,
    reportsReceived: invitations.filter((i) => inside(i.reportedAt)).length,
    reportsPerDecidedPaper: finalIn.length ? round(reportsBeforeFinal / finalIn.length, 2) : null,
    byMonth: months.map((month) => ({ month, ...counts(month) })),
  };
}
