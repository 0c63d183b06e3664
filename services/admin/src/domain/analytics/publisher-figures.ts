import { DAY_MS } from '@journal/config';
import type { PublisherFigures } from '@journal/metadata';
import type { PaperFacts } from '../../repositories/analytics-facts.repository';
import { editorialFigures, outcomeOf, withinPeriod, type Period } from './editorial-figures';
import { spreadOf } from './percentiles';

export type { PublisherFigures } from '@journal/metadata';

/** A licence the events never told (an article published before licences came with them). */
export const UNKNOWN_LICENCE = 'unknown';

/** A calendar year as the figures' period (UTC days, both ends included). */
export const yearPeriod = (year: number): Period => ({ from: `${year}-01-01`, to: `${year}-12-31` });

const daysBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY_MS;

/**
 * The publisher's figures (issue 44 item 5) of some papers over a period, read from the same facts and by
 * the same rules as the editorial figures (desk rejection, final decision, percentiles): each count falls
 * in the year of its own event (received at submission, a review when requested / accepted / received, an
 * article when first published); each span counts the papers whose end (first decision, acceptance,
 * publication) falls in the year, measured from the paper's arrival at the journal.
 * `transfers`: the papers in from and out to sister journals, counted by the caller.
 */
export function publisherFigures(
  papers: readonly PaperFacts[],
  period: Period,
  transfers: { transferredIn: number; transferredOut: number },
): PublisherFigures {
  const within = withinPeriod(period);
  const editorial = editorialFigures(papers, period);
  const outcomes = papers.map(outcomeOf);
  const accepted = outcomes.filter((o) => o.final?.kind === 'accept' && within(o.final.at));
  const published = papers.filter((p) => within(p.publishedAt));
  const toAcceptance = spreadOf(accepted.map((o) => daysBetween(o.paper.submittedAt, o.final!.at)));
  const toPublication = spreadOf(published.map((p) => daysBetween(p.submittedAt, p.publishedAt!)));
  const invitations = papers.flatMap((p) => p.invitations);
  const licences: Record<string, number> = {};
  for (const p of published) {
    const code = p.licence ?? UNKNOWN_LICENCE;
    licences[code] = (licences[code] ?? 0) + 1;
  }
  return {
    submissionsReceived: editorial.submissionsReceived,
    ...transfers,
    deskRejections: editorial.deskRejections,
    reviewsRequested: invitations.filter((i) => within(i.invitedAt)).length,
    reviewsAccepted: invitations.filter((i) => i.accepted && within(i.respondedAt)).length,
    reviewsReceived: editorial.reportsReceived,
    acceptanceRate: editorial.acceptanceRate,
    medianDaysToFirstDecision: editorial.daysToFirstDecision.median,
    p90DaysToFirstDecision: editorial.daysToFirstDecision.p90,
    medianDaysToAcceptance: toAcceptance.median,
    p90DaysToAcceptance: toAcceptance.p90,
    medianDaysToPublication: toPublication.median,
    p90DaysToPublication: toPublication.p90,
    articlesPublished: published.length,
    licences,
  };
}
