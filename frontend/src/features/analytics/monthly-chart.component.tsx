// The figures by month as a bar chart (chart.js): submissions received, decisions and publications.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { MonthCounts } from './analytics.api';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const SERIES: { label: string; color: string; value: (m: MonthCounts) => number }[] = [
  { label: 'Submissions received', color: '#2563eb', value: (m) => m.submissionsReceived },
  { label: 'Accepted', color: '#16a34a', value: (m) => m.decisions.accept },
  { label: 'Rejected', color: '#dc2626', value: (m) => m.decisions.reject },
  { label: 'Revisions asked', color: '#d97706', value: (m) => m.decisions.revisions },
  { label: 'Published', color: '#7c3aed', value: (m) => m.publishedArticles },
];

export function MonthlyChart({ months, title }: { months: MonthCounts[]; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map((m) => m.month),
        datasets: SERIES.map((s) => ({
          label: s.label,
          backgroundColor: s.color,
          data: months.map(s.value),
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [months]);
  return (
    <div className="analytics-chart">
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
