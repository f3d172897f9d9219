import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces a grouped bar chart needs: the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const SOLD = '#1d4d2b';
const REDEEMED = '#5c8f69';

/**
 * Sold and redeemed per month as a bar chart drawn by Chart.js. This module (and with it Chart.js)
 * loads only when the overview shows the chart. The canvas is one image named by its title and
 * described by the per-month table, which carries the same numbers for screen readers and
 * keyboards; the canvas's fallback content says so too.
 */
export default function MonthChart({
  title,
  months,
  labels,
  locale,
  tableId,
}: {
  title: string;
  months: { month: string; sold: number; redeemed: number }[];
  labels: { sold: string; redeemed: string };
  /** The page language, for the numbers on the axis and in the tooltips. */
  locale: string;
  /** The id of the table with the same figures. */
  tableId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: months.map((m) => m.month),
        datasets: [
          { label: labels.sold, data: months.map((m) => m.sold), backgroundColor: SOLD },
          { label: labels.redeemed, data: months.map((m) => m.redeemed), backgroundColor: REDEEMED },
        ],
      },
      options: {
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : undefined,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [months, labels.sold, labels.redeemed, locale]);

  return (
    <figure className="portal-card portal-chart">
      <figcaption>{title}</figcaption>
      <div className="portal-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={title} aria-describedby={tableId}>
          {title}
        </canvas>
      </div>
    </figure>
  );
}
