import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces a grouped bar chart needs: the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const SOLD = '#1d4d2b';
const REDEEMED = '#5c8f69';

/**
 * Sold and redeemed per month or per product as a bar chart drawn by Chart.js. This module (and
 * with it Chart.js) loads only when the overview shows a chart. The canvas is one image named by
 * its title and described by the table that carries the same numbers for screen readers and
 * keyboards.
 */
export default function FiguresChart({
  title,
  rows,
  labels,
  locale,
  tableId,
  horizontal = false,
}: {
  title: string;
  rows: { label: string; sold: number; redeemed: number }[];
  labels: { sold: string; redeemed: string };
  /** The page language, for the numbers on the axis and in the tooltips. */
  locale: string;
  /** The id of the table with the same figures. */
  tableId: string;
  /** Bars across (long category names, e.g. products). */
  horizontal?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: rows.map((r) => r.label),
        datasets: [
          { label: labels.sold, data: rows.map((r) => r.sold), backgroundColor: SOLD },
          { label: labels.redeemed, data: rows.map((r) => r.redeemed), backgroundColor: REDEEMED },
        ],
      },
      options: {
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : undefined,
        indexAxis: horizontal ? 'y' : 'x',
        scales: {
          [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [rows, labels.sold, labels.redeemed, locale, horizontal]);

  return (
    <figure className="portal-card portal-chart">
      <figcaption>{title}</figcaption>
      <div
        className="portal-chart__canvas"
        style={{ height: horizontal ? `${Math.max(160, rows.length * 48 + 80)}px` : undefined }}
      >
        <canvas ref={canvas} role="img" aria-label={title} aria-describedby={tableId}>
          {title}
        </canvas>
      </div>
    </figure>
  );
}
