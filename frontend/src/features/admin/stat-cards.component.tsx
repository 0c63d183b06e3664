import type { DashboardStats } from '../../api/admin.api';

function countOf(stats: DashboardStats | null, status: string): number {
  const entry = stats?.statusBreakdown?.find((item) => item.status === status);
  return entry ? Number(entry.count) : 0;
}

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards = [
    { label: 'Total Submissions', value: Number(stats?.totalSubmissions ?? 0), tone: 'total' },
    { label: 'New Submissions', value: countOf(stats, 'submitted'), tone: 'new' },
    { label: 'Under Review', value: countOf(stats, 'under_review'), tone: 'review' },
    { label: 'Published', value: countOf(stats, 'published'), tone: 'published' },
  ];
  return (
    <div className="admin-stats">
      {cards.map((card) => (
        <div key={card.label} className={`admin-stat panel admin-stat--${card.tone}`}>
          <span className="admin-stat__value" data-testid={`stat-${card.tone}`}>
            {card.value}
          </span>
          <span className="admin-stat__label">{card.label}</span>
        </div>
      ))}
    </div>
  );
}
