import { Line, LineChart, ReferenceArea, YAxis } from 'recharts';

export interface BloodSparklineProps {
  values: readonly number[];
  optimal: { min: number | null; max: number | null };
}

const WIDTH = 96;
const HEIGHT = 28;
const LINE = '#2d72d2';
const GREEN = '#238551';

/**
 * A marker's trend in its list row: the line of its values (oldest first) over the optimal band, without
 * axes (the detail page's chart has them; the row's label says the count and the last direction).
 * Loaded lazily with recharts, so the list's first screen does not wait for the library.
 */
export default function BloodSparkline({ values, optimal }: BloodSparklineProps) {
  const data = values.map((value, index) => ({ index, value }));
  const bounds = [...values, optimal.min, optimal.max].filter((v): v is number => v !== null);
  const low = Math.min(...bounds);
  const high = Math.max(...bounds);
  const pad = (high - low) * 0.1 || Math.abs(high) * 0.1 || 1;
  const domain: [number, number] = [low - pad, high + pad];
  return (
    <LineChart
      width={WIDTH}
      height={HEIGHT}
      data={data}
      margin={{ top: 3, right: 3, bottom: 3, left: 3 }}
      // Not a tab stop in every row: the row's label carries the trend for screen readers.
      accessibilityLayer={false}
    >
      <YAxis hide domain={domain} />
      {(optimal.min !== null || optimal.max !== null) && (
        <ReferenceArea
          y1={optimal.min ?? domain[0]}
          y2={optimal.max ?? domain[1]}
          fill={GREEN}
          fillOpacity={0.15}
          stroke="none"
          ifOverflow="hidden"
        />
      )}
      <Line
        type="linear"
        dataKey="value"
        stroke={LINE}
        strokeWidth={1.5}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
