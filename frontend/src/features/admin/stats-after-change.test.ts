import type { DashboardStats } from '../../api/admin.api';
import { statsAfterChange, withStatusChange } from './stats-after-change';

const stats = (breakdown: Record<string, number | string>, total = 12): DashboardStats => ({
  totalSubmissions: total,
  statusBreakdown: Object.entries(breakdown).map(([status, count]) => ({ status, count })),
  journals: ['Education'],
});

describe('the stats after the dashboard’s own status change', () => {
  const before = stats({ submitted: 5, under_review: 4, published: 3 });

  it('moves one paper between two counts, dropping an emptied status and adding a new one', () => {
    expect(withStatusChange(before, 'submitted', 'under_review').statusBreakdown).toEqual([
      { status: 'submitted', count: 4 },
      { status: 'under_review', count: 5 },
      { status: 'published', count: 3 },
    ]);
    const one = stats({ submitted: 1 }, 1);
    expect(withStatusChange(one, 'submitted', 'accepted')).toEqual({
      ...one,
      statusBreakdown: [{ status: 'accepted', count: 1 }],
    });
  });

  it('applies the change to stats read before the read model had it (the same counts as before)', () => {
    const stale = stats({ published: '3', submitted: '5', under_review: '4' });
    expect(statsAfterChange(before, stale, 'submitted', 'under_review')?.statusBreakdown).toEqual([
      { status: 'published', count: 3 },
      { status: 'submitted', count: 4 },
      { status: 'under_review', count: 5 },
    ]);
  });

  it('keeps the server’s stats once they differ from before (they count the change, or more)', () => {
    const fresh = stats({ submitted: 4, under_review: 5, published: 3 });
    expect(statsAfterChange(before, fresh, 'submitted', 'under_review')).toBe(fresh);
    const grown = stats({ submitted: 6, under_review: 4, published: 3 }, 13);
    expect(statsAfterChange(before, grown, 'submitted', 'under_review')).toBe(grown);
  });

  it('changes nothing without stats before or after', () => {
    expect(statsAfterChange(null, before, 'submitted', 'accepted')).toBe(before);
    expect(statsAfterChange(before, null, 'submitted', 'accepted')).toBeNull();
  });
});
