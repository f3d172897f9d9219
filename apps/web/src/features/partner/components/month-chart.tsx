/**
 * Sold and redeemed per month as a small bar chart in SVG (no chart library: the tables above carry
 * the numbers for screen readers; the chart is a picture of them, loaded lazily).
 */
export default function MonthChart({
  title,
  months,
  labels,
}: {
  title: string;
  months: { month: string; sold: number; redeemed: number }[];
  labels: { sold: string; redeemed: string };
}) {
  const max = Math.max(1, ...months.flatMap((m) => [m.sold, m.redeemed]));
  const barWidth = 14;
  const groupWidth = barWidth * 2 + 12;
  const height = 160;
  const width = Math.max(200, months.length * groupWidth + 20);
  return (
    <figure className="portal-card">
      <figcaption>{title}</figcaption>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${height + 24}`}
        width="100%"
        height={height + 24}
      >
        {months.map((m, i) => {
          const x = 10 + i * groupWidth;
          const sold = (m.sold / max) * height;
          const redeemed = (m.redeemed / max) * height;
          return (
            <g key={m.month}>
              <rect x={x} y={height - sold} width={barWidth} height={sold} fill="#1d4d2b">
                <title>{`${m.month} ${labels.sold}: ${m.sold}`}</title>
              </rect>
              <rect
                x={x + barWidth + 2}
                y={height - redeemed}
                width={barWidth}
                height={redeemed}
                fill="#7fb38c"
              >
                <title>{`${m.month} ${labels.redeemed}: ${m.redeemed}`}</title>
              </rect>
              <text x={x} y={height + 16} fontSize="10">
                {m.month.slice(2)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="portal-actions">
        <svg width="14" height="14" aria-hidden="true">
          <rect width="14" height="14" fill="#1d4d2b" />
        </svg>
        {labels.sold}
        <svg width="14" height="14" aria-hidden="true">
          <rect width="14" height="14" fill="#7fb38c" />
        </svg>
        {labels.redeemed}
      </p>
    </figure>
  );
}
