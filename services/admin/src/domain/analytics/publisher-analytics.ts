import type { Queryable } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { isJournalSlug } from '@journal/journals';
import type { PublicJournalFigures, PublisherAnalytics } from '@journal/metadata';
import { paperFacts, transfersOutOf, type PaperFacts } from '../../repositories/analytics-facts.repository';
import { listJournals, publicFiguresJournal } from '../../repositories/journals.repository';
import { withinPeriod, type Period } from './editorial-figures';
import { publisherFigures, yearPeriod } from './publisher-figures';

type Transfer = { fromJournal: string; at: Date };

/**
 * Papers that came in from a sister journal in the period (by their arrival) and papers that left the
 * journal for one (the same arrival date): the journal's, or all of them for the family (undefined).
 */
function transfersOf(papers: PaperFacts[], outs: Transfer[], period: Period, journalId?: string) {
  const within = withinPeriod(period);
  return {
    transferredIn: papers.filter(
      (p) => p.transferredFrom && (!journalId || p.journalId === journalId) && within(p.submittedAt),
    ).length,
    transferredOut: outs.filter((t) => within(t.at) && (!journalId || t.fromJournal === journalId)).length,
  };
}

/** Every live journal's figures for the year and the family's (the administrator's publisher page). */
export async function publisherAnalytics(db: Queryable, year: number): Promise<PublisherAnalytics> {
  const journals = (await listJournals(db)).filter((j) => !j.archived);
  const ids = journals.map((j) => j.id);
  const papers = await paperFacts(db, ids);
  const outs = await transfersOutOf(db, ids);
  const period = yearPeriod(year);
  return {
    year,
    journals: journals.map((j) => ({
      slug: j.id,
      name: j.name,
      ...publisherFigures(
        papers.filter((p) => p.journalId === j.id),
        period,
        transfersOf(papers, outs, period, j.id),
      ),
    })),
    // A paper moved between sister journals is one submission of the family (counted where it was first
    // submitted): submissionsReceived already leaves transferred papers out.
    family: publisherFigures(papers, period, transfersOf(papers, outs, period)),
  };
}

/**
 * The journal's public "Our figures" (issue 44 item 5): each past complete year, newest first, from the
 * year its first paper came in to last year. 404 for an unknown or archived journal and while the
 * manager's switch is off, so a switched-off page says nothing, not even that it exists.
 */
export async function publicJournalFigures(
  db: Queryable,
  slug: string,
  now: Date,
): Promise<PublicJournalFigures> {
  // Not a slug (a stray byte such as NUL included): no journal has it, and the query is not asked.
  const journal = isJournalSlug(slug) ? await publicFiguresJournal(db, slug) : undefined;
  if (!journal) throw new NotFoundError('This journal does not publish its figures');
  const papers = await paperFacts(db, [slug]);
  const outs = await transfersOutOf(db, [slug]);
  const lastYear = now.getUTCFullYear() - 1;
  const firstYear = Math.min(lastYear + 1, ...papers.map((p) => p.submittedAt.getUTCFullYear()));
  const years = [];
  for (let year = lastYear; year >= firstYear; year -= 1) {
    const period = yearPeriod(year);
    years.push({ year, ...publisherFigures(papers, period, transfersOf(papers, outs, period, slug)) });
  }
  return { slug, name: journal.name, years };
}
