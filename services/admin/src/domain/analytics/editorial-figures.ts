import { DAY_MS, utcDayOf, utcMonthOf, utcMonthsBetween } from '@journal/config';
import type { PaperFacts } from '../../repositories/analytics-facts.repository';
import type { EditorialFigures } from '@journal/metadata';
import { medianOf, ratio, spreadOf } from './percentiles';

export type { EditorialFigures } from '@journal/metadata';

type Kind = PaperFacts['decisions'][number]['kind'];
type Decision = PaperFacts['decisions'][number];

/** The period, from its first day to its last (UTC days, both included). */
export interface Period {
  from: string;
  to: string;
}

const daysBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY_MS;

/** What the figures read of one paper: its decisions as counted, the first and the final one, desk or not. */
export interface PaperOutcome {
  paper: PaperFacts;
  decisions: Decision[];
  first?: Decision;
  final?: Decision;
  desk: boolean;
}

/**
 * A paper's decisions as the figures count them: the editors' decisions, and an accept or reject by a
 * status change only when no decision of that kind was recorded (a decision moves the status too, and
 * must not count twice). The final decision is the first accept or reject; a desk rejection is a reject
 * as the first decision, before any reviewer accepted or reported.
 */
export function outcomeOf(paper: PaperFacts): PaperOutcome {
  const recorded = new Set(paper.decisions.filter((d) => d.source === 'decision').map((d) => d.kind));
  const decisions = paper.decisions
    .filter((d) => d.source === 'decision' || !recorded.has(d.kind))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = decisions[0];
  const final = decisions.find((d) => d.kind !== 'revisions');
  const reviewedBefore = (at: Date) =>
    paper.invitations.some(
      (i) => (i.accepted && i.respondedAt && i.respondedAt <= at) || (i.reportedAt && i.reportedAt <= at),
    );
  const desk = Boolean(first && first === final && first.kind === 'reject' && !reviewedBefore(first.at));
  return { paper, decisions, first, final, desk };
}

function countsOf(outcomes: PaperOutcome[], inPeriod: (d: Date | null | undefined) => boolean) {
  const decisions: Record<Kind, number> = { accept: 0, reject: 0, revisions: 0 };
  for (const o of outcomes) for (const d of o.decisions) if (inPeriod(d.at)) decisions[d.kind] += 1;
  return {
    // A paper transferred in counts as transferredIn, not as received (issue 44 item 1): the family counts
    // it once, at the journal it was first submitted to.
    submissionsReceived: outcomes.filter((o) => !o.paper.transferredFrom && inPeriod(o.paper.submittedAt))
      .length,
    decisions,
    deskRejections: outcomes.filter((o) => o.desk && inPeriod(o.final?.at)).length,
    publishedArticles: outcomes.filter((o) => inPeriod(o.paper.publishedAt)).length,
  };
}

/** The months the period touches (its days are `YYYY-MM-DD`, so their first seven characters are the month). */
const monthsOf = (period: Period): string[] =>
  utcMonthsBetween(period.from.slice(0, 7), period.to.slice(0, 7));

/** The editorial figures of some papers over a period (issue 32; docs/api.md "Editorial figures"). */
export function editorialFigures(papers: readonly PaperFacts[], period: Period): EditorialFigures {
  const within = (d: Date | null | undefined) => {
    if (!d) return false;
    const day = utcDayOf(d);
    return day >= period.from && day <= period.to;
  };
  const outcomes = papers.map(outcomeOf);
  const firstDecided = outcomes.filter((o) => within(o.first?.at));
  const decided = outcomes.filter((o) => within(o.final?.at));
  const daysTo = (list: PaperOutcome[], pick: (o: PaperOutcome) => Decision | undefined) =>
    spreadOf(list.map((o) => daysBetween(o.paper.submittedAt, pick(o)!.at)));
  const invitations = papers.flatMap((p) => p.invitations);
  const responded = invitations.filter((i) => within(i.respondedAt) && i.invitedAt);
  const reported = invitations.filter((i) => within(i.reportedAt) && i.invitedAt);
  const reportsOfDecided = decided.reduce(
    (n, o) => n + o.paper.invitations.filter((i) => i.reportedAt && i.reportedAt <= o.final!.at).length,
    0,
  );
  return {
    ...countsOf(outcomes, within),
    acceptanceRate: ratio(decided.filter((o) => o.final!.kind === 'accept').length, decided.length),
    daysToFirstDecision: daysTo(firstDecided, (o) => o.first),
    daysToFirstDecisionExcludingDesk: daysTo(
      firstDecided.filter((o) => !o.desk),
      (o) => o.first,
    ),
    daysToFinalDecision: daysTo(decided, (o) => o.final),
    daysToFinalDecisionExcludingDesk: daysTo(
      decided.filter((o) => !o.desk),
      (o) => o.final,
    ),
    reviewerAcceptanceRate: ratio(responded.filter((i) => i.accepted).length, responded.length),
    medianDaysToReviewerResponse: medianOf(responded.map((i) => daysBetween(i.invitedAt!, i.respondedAt!))),
    medianDaysToReport: medianOf(reported.map((i) => daysBetween(i.invitedAt!, i.reportedAt!))),
    reportsReceived: invitations.filter((i) => within(i.reportedAt)).length,
    reportsPerDecidedPaper: decided.length
      ? Math.round((reportsOfDecided / decided.length) * 100) / 100
      : null,
    byMonth: monthsOf(period).map((month) => ({
      month,
      ...countsOf(outcomes, (d) => Boolean(d) && within(d) && utcMonthOf(d!) === month),
    })),
  };
}

/** A day within the period (both ends included). */
export function withinPeriod(period: Period): (d: Date | null | undefined) => boolean {
  return (d) => {
    if (!d) return false;
    const day = utcDayOf(d);
    return day >= period.from && day <= period.to;
  };
}
