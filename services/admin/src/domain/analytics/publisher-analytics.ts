import { NotFoundError } from '@journal/errors';
import { isJournalSlug } from '@journal/journals';
import type { PublicJournalFigures, PublisherAnalytics } from '@journal/metadata';
import { firstSubmissionYear } from '../../repositories/analytics-figures.repository';
import { listJournals, publicFiguresJournal } from '../../repositories/journals.repository';
import { computedFigures, type FiguresSource } from './computed-figures';
import { publisherFiguresOfRow } from './figures-of-rows';
import { yearPeriod } from './publisher-figures';

/** Every live journal's figures for the year and the family's (the administrator's publisher page). */
export async function publisherAnalytics(source: FiguresSource, year: number): Promise<PublisherAnalytics> {
  const journals = (await listJournals(source.db)).filter((j) => !j.archived);
  const period = yearPeriod(year);
  const figures = await computedFigures(
    source,
    journals.map((j) => j.id),
    period,
  );
  return {
    year,
    journals: journals.map((j) => ({
      slug: j.id,
      name: j.name,
      ...publisherFiguresOfRow(figures.of(j.id), period),
    })),
    // A paper moved between sister journals is one submission of the family (counted where it was first
    // submitted): submissionsReceived already leaves transferred papers out.
    family: publisherFiguresOfRow(figures.of(null), period),
  };
}

/**
 * The journal's public "Our figures" (issue 44 item 5): each past complete year, newest first, from the
 * year its first paper came in to last year. 404 for an unknown or archived journal and while the
 * manager's switch is off, so a switched-off page says nothing, not even that it exists.
 */
export async function publicJournalFigures(
  source: FiguresSource,
  slug: string,
  now: Date,
): Promise<PublicJournalFigures> {
  // Not a slug (a stray byte such as NUL included): no journal has it, and the query is not asked.
  const journal = isJournalSlug(slug) ? await publicFiguresJournal(source.db, slug) : undefined;
  if (!journal) throw new NotFoundError('This journal does not publish its figures');
  const lastYear = now.getUTCFullYear() - 1;
  const firstYear = Math.min(lastYear + 1, (await firstSubmissionYear(source.db, slug)) ?? lastYear + 1);
  const years = [];
  // One computation per (journal, year), each cached on its own: a new paper changes every year's key.
  for (let year = lastYear; year >= firstYear; year -= 1) {
    const period = yearPeriod(year);
    const figures = await computedFigures(source, [slug], period);
    years.push({ year, ...publisherFiguresOfRow(figures.of(slug), period) });
  }
  return { slug, name: journal.name, years };
}
