export interface ScaleBand {
  readonly color: string;
  /** Share of the scale's width, in percent. */
  readonly widthPercent: number;
}

export interface ValueIntervalsData {
  readonly minValue: { readonly value?: number | null; readonly color: string };
  readonly maxValue: { readonly value?: number | null; readonly color: string };
  readonly intervals: readonly {
    readonly value: number;
    readonly color: string;
    readonly length_percent: number;
  }[];
}

/** The coloured bands of the scale, scaled so they fill it whatever the server's percentages add up to. */
export function scaleBands(intervals: ValueIntervalsData['intervals']): ScaleBand[] {
  const total = intervals.reduce((sum, band) => sum + Math.max(band.length_percent, 0), 0);
  if (total <= 0)
    return intervals.map((band) => ({ color: band.color, widthPercent: 100 / intervals.length }));
  return intervals.map((band) => ({
    color: band.color,
    widthPercent: (Math.max(band.length_percent, 0) / total) * 100,
  }));
}

/**
 * Where the marker sits on the scale, 0 to 100 percent: within the band the value falls into (each band's
 * `value` is its upper bound), proportionally; clamped to the ends. Null without a value.
 */
export function markerPercent(value: number | null | undefined, scale: ValueIntervalsData): number | null {
  if (value == null) return null;
  const bands = scaleBands(scale.intervals);
  if (bands.length === 0) return null;
  let lower = scale.minValue.value ?? Math.min(0, value);
  let start = 0;
  for (const [index, interval] of scale.intervals.entries()) {
    const width = bands[index]?.widthPercent ?? 0;
    const upper = interval.value;
    if (value <= upper) {
      const share = upper > lower ? (value - lower) / (upper - lower) : 1;
      return clamp(start + Math.max(share, 0) * width);
    }
    lower = upper;
    start += width;
  }
  return 100;
}

const clamp = (percent: number) => Math.min(100, Math.max(0, percent));
