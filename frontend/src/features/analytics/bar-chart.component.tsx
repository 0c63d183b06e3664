// A bar chart of counts (chart.js): one bar series per figure, one group per label. Shared by the editorial
// figures by month and the publisher's figures by journal or year.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries<T> {
  label: string;
  color: string;
  value: (row: T) => number;
}

/** Drawn anew when `rows` changes: callers memoize it. */
export function BarChart<T>({
  rows,
  labelOf,
  series,
  title,
}: {
  rows: readonly T[];
  labelOf: (row: T) => string;
  series: readonly BarSeries<T>[];
  title: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: rows.map(labelOf),
        datasets: series.map((s) => ({
          label: s.label,
          backgroundColor: s.color,
          data: rows.map(s.value),
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
  }, [rows, labelOf, series]);
  return (
    <div className="analytics-chart">
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
