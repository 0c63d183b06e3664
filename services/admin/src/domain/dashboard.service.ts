import type { Pool } from '@journal/db';
import { SUBMISSION_STATUSES } from '@journal/events';
import {
  journalCounts,
  monthlyCounts,
  recentSubmissions,
  statusCounts,
} from '../repositories/dashboard-stats.repository';
import { listJournals } from '../repositories/journals.repository';
import { submissionView } from './submission-row';

const TOP_JOURNALS = 5;
const RECENT = 5;
const TREND_MONTHS = 12;

/** The dashboard's statistics block (docs/api.md, "Admin"). */
export class DashboardService {
  constructor(private readonly pool: Pool) {}

  /** `scope`: an editor's journals (issue 28), undefined for the administrator (every journal). */
  async stats(now = new Date(), scope?: readonly string[]) {
    const [counts, journals, recent, trends, known] = await Promise.all([
      statusCounts(this.pool, scope),
      journalCounts(this.pool, scope),
      recentSubmissions(this.pool, RECENT, scope),
      monthlyCounts(this.pool, TREND_MONTHS, now, scope),
      listJournals(this.pool),
    ]);
    const names = new Map(known.map((j) => [j.id, j.name]));
    const byStatus = new Map(counts.map((c) => [c.status, c.count]));
    return {
      totalSubmissions: counts.reduce((sum, c) => sum + c.count, 0),
      // Every status, zeros included, in workflow order (the stat cards read submitted/under_review/published).
      statusBreakdown: SUBMISSION_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      topJournals: journals
        .map((j) => ({ journal_name: names.get(j.journal_id) ?? j.journal_id, count: j.count }))
        .sort(
          (a, b) =>
            b.count - a.count ||
            (a.journal_name < b.journal_name ? -1 : a.journal_name > b.journal_name ? 1 : 0),
        )
        .slice(0, TOP_JOURNALS),
      recentSubmissions: recent.map(submissionView),
      monthlyTrends: trends,
      // The journal filter's choices: an archived journal's papers stay listed, but it is no choice.
      journals: known.filter((j) => !j.archived && (!scope || scope.includes(j.id))).map((j) => j.name),
      statuses: [...SUBMISSION_STATUSES],
    };
  }
}
