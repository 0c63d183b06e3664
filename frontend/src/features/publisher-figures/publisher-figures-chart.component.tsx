// The publisher's figures side by side as a bar chart (the editorial figures' chart): what came in, what
// was desk-rejected and what was published, per journal or per year.
import { BarChart, type BarSeries } from '../analytics/bar-chart.component';
import type { PublisherFigures } from './publisher-figures.api';

interface Column {
  key: string;
  name: string;
  figures: PublisherFigures;
}

const SERIES: BarSeries<Column>[] = [
  { label: 'Submissions received', color: '#2563eb', value: (c) => c.figures.submissionsReceived },
  { label: 'Transferred in', color: '#0891b2', value: (c) => c.figures.transferredIn },
  { label: 'Desk rejections', color: '#dc2626', value: (c) => c.figures.deskRejections },
  { label: 'Reviews received', color: '#d97706', value: (c) => c.figures.reviewsReceived },
  { label: 'Articles published', color: '#7c3aed', value: (c) => c.figures.articlesPublished },
];
const nameOf = (c: Column) => c.name;

export function PublisherFiguresChart({ columns, title }: { columns: Column[]; title: string }) {
  return <BarChart rows={columns} labelOf={nameOf} series={SERIES} title={title} />;
}
