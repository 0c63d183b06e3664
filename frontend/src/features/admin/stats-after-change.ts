import type { DashboardStats } from '../../api/admin.api';

/** The status counts of the stats, as `status -> count`, for comparing two answers. */
function countsOf(stats: DashboardStats): string {
  const counts = stats.statusBreakdown.map((e) => `${e.status}=${Number(e.count)}`).sort();
  return `${Number(stats.totalSubmissions)};${counts.join(',')}`;
}

/**
 * The stats with one paper moved from `from` to `to`: the count of `from` one less (gone at 0, as the
 * server leaves out empty statuses), the count of `to` one more.
 */
export function withStatusChange(stats: DashboardStats, from: string, to: string): DashboardStats {
  const counts = new Map(stats.statusBreakdown.map((e) => [e.status, Number(e.count)]));
  counts.set(from, (counts.get(from) ?? 0) - 1);
  counts.set(to, (counts.get(to) ?? 0) + 1);
  const statusBreakdown = [...counts].filter(([, n]) => n > 0).map(([status, count]) => ({ status, count }));
  return { ...stats, statusBreakdown };
}

/**
 * The stats to show after the dashboard's own status change from `from` to `to` (ADR 0039). The server
 * answers the change once it is committed and the admin read model follows from its event a moment
 * later, so stats read right after may not count it yet. A change always moves one paper between two
 * counts, so stats whose counts equal those read before the change have not seen it: they are shown
 * with it applied. Otherwise the server's stats are right as they are.
 */
export function statsAfterChange(
  before: DashboardStats | null | undefined,
  refreshed: DashboardStats | null | undefined,
  from: string,
  to: string,
): DashboardStats | null | undefined {
  if (!before || !refreshed || from === to) return refreshed;
  return countsOf(before) === countsOf(refreshed) ? withStatusChange(refreshed, from, to) : refreshed;
}
