export interface BloodSparklineProps {
  values: readonly number[];
  optimal: { min: number | null; max: number | null };
}

const WIDTH = 96;
const HEIGHT = 28;
const MARGIN = 3;
const LINE = '#2d72d2';
const GREEN = '#238551';

/**
 * A marker's trend in its list row: the line of its values (oldest first) over the optimal band, without axes
 * (the detail page's chart has them; the row's label says the count and the last direction). Plain SVG: a row's
 * line and band are two shapes, and a chart library (recharts, 100 kB gzip) in every row of the list cost the
 * page its first paint.
 */
export function BloodSparkline({ values, optimal }: BloodSparklineProps) {
  const bounds = [...values, optimal.min, optimal.max].filter((v): v is number => v !== null);
  const low = Math.min(...bounds);
  const high = Math.max(...bounds);
  const pad = (high - low) * 0.1 || Math.abs(high) * 0.1 || 1;
  const [bottom, top] = [low - pad, high + pad];
  const x = (index: number) => MARGIN + (index * (WIDTH - 2 * MARGIN)) / Math.max(values.length - 1, 1);
  const y = (value: number) => MARGIN + ((top - value) * (HEIGHT - 2 * MARGIN)) / (top - bottom);
  const hasBand = optimal.min !== null || optimal.max !== null;
  const bandTop = y(optimal.max ?? top);
  const bandBottom = y(optimal.min ?? bottom);
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      {hasBand && (
        <rect
          className="blood-sparkline-band"
          x={MARGIN}
          y={bandTop}
          width={WIDTH - 2 * MARGIN}
          height={bandBottom - bandTop}
          fill={GREEN}
          fillOpacity={0.15}
        />
      )}
      <polyline
        className="blood-sparkline-line"
        points={values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
        fill="none"
        stroke={LINE}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
