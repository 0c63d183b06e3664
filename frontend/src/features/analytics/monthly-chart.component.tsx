// The figures by month as a bar chart (chart.js): submissions received, decisions and publications.
import type { MonthCounts } from './analytics.api';
import { BarChart, type BarSeries } from './bar-chart.component';

const SERIES: BarSeries<MonthCounts>[] = [
  { label: 'Submissions received', color: '#2563eb', value: (m) => m.submissionsReceived },
  { label: 'Accepted', color: '#16a34a', value: (m) => m.decisions.accept },
  { label: 'Rejected', color: '#dc2626', value: (m) => m.decisions.reject },
  { label: 'Revisions asked', color: '#d97706', value: (m) => m.decisions.revisions },
  { label: 'Published', color: '#7c3aed', value: (m) => m.publishedArticles },
];
const monthOf = (m: MonthCounts) => m.month;

export function MonthlyChart({ months, title }: { months: MonthCounts[]; title: string }) {
  return <BarChart rows={months} labelOf={monthOf} series={SERIES} title={title} />;
}
