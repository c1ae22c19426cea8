import { formatDate } from '@portal/shared-types';

export interface HistoryPoint {
  readonly currentValue: number;
  readonly valueDate: string;
  /** The colour of the value's band in the patient's range at its own date. */
  readonly value_color?: string | null;
}

export interface TrendPoint {
  /** Unique per point: the category of the x axis. */
  readonly key: string;
  /** 'DD.MM.YYYY', or '' for a placeholder. */
  readonly date: string;
  readonly value: number | null;
  /** The point's colour (its band at its date), null for a placeholder or an unjudged value. */
  readonly color: string | null;
}

const placeholder = (index: number): TrendPoint => ({
  key: `placeholder-${index}`,
  date: '',
  value: null,
  color: null,
});

/**
 * The chart's points from the history (newest first, as bloodMarkerHistory returns it): oldest to newest, values
 * rounded to 2 decimals. With no value the axes still show over two placeholder dates; a single value sits
 * between two placeholders, so it is a point in the middle rather than on the edge (spec: "pads with placeholder
 * dates").
 */
export function trendData(history: readonly HistoryPoint[]): TrendPoint[] {
  const points = [...history].reverse().map((entry, index) => ({
    key: `${index}-${entry.valueDate}`,
    date: formatDate(entry.valueDate),
    value: Math.round(entry.currentValue * 100) / 100,
    color: entry.value_color ?? null,
  }));
  if (points.length === 0) return [placeholder(0), placeholder(1)];
  if (points.length === 1) return [placeholder(0), ...points, placeholder(1)];
  return points;
}

/**
 * The y axis' range: every value and bound shown with a margin, so the optimal band is never cut off, widened to
 * round numbers (a step of 1, 2 or 5 times a power of ten) so the ticks read well; not below 0 for positive data.
 */
export function trendDomain(
  points: readonly TrendPoint[],
  bounds: readonly (number | null | undefined)[],
): [number, number] {
  const numbers = [...points.map((point) => point.value), ...bounds].filter(
    (n): n is number => n != null && Number.isFinite(n),
  );
  if (numbers.length === 0) return [0, 1];
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const margin = high === low ? Math.max(Math.abs(high) * 0.1, 1) : (high - low) * 0.1;
  const step = niceStep((high + margin - (low - margin)) / 5);
  const bottom = Math.floor((low - margin) / step + 1e-9) * step;
  return [
    tidy(low >= 0 ? Math.max(bottom, 0) : bottom),
    tidy(Math.ceil((high + margin) / step - 1e-9) * step),
  ];
}

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = [1, 2, 5, 10].find((m) => m * power >= rough) ?? 10;
  return multiple * power;
}

// Float noise (0.30000000000000004) off the bounds.
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/** The y axis' ticks: the domain's round steps from bottom to top. */
export function trendTicks([bottom, top]: [number, number]): number[] {
  const step = niceStep((top - bottom) / 5);
  const count = Math.round((top - bottom) / step);
  return Array.from({ length: count + 1 }, (_, index) => tidy(bottom + index * step));
}
