export interface ScaleInterval {
  /** The band's upper bound. */
  value: number;
  color: string;
  length_percent: number;
}

export interface ScaleBand {
  color: string;
  /** Width in percent of the whole bar. */
  width: number;
}

/** The bands of a summary scale, their widths scaled to fill the bar even when the lengths do not add up to 100. */
export function scaleBands(intervals: readonly ScaleInterval[]): ScaleBand[] {
  const total = intervals.reduce((sum, band) => sum + Math.max(band.length_percent, 0), 0);
  if (total <= 0) return intervals.map((band) => ({ color: band.color, width: 100 / intervals.length }));
  return intervals.map((band) => ({
    color: band.color,
    width: (Math.max(band.length_percent, 0) / total) * 100,
  }));
}

/**
 * Where a value sits on the bar, in percent from the left: inside the band whose upper bound it does not pass,
 * placed linearly between that band's lower bound (the previous band's upper bound, 0 for the first) and its upper
 * bound. Values outside the scale stay at its ends.
 */
export function markerPercent(intervals: readonly ScaleInterval[], value: number): number {
  const bands = scaleBands(intervals);
  let start = 0;
  let lower = 0;
  for (const [index, interval] of intervals.entries()) {
    const width = bands[index]?.width ?? 0;
    if (value <= interval.value) {
      const span = interval.value - lower;
      const share = span > 0 ? Math.min(Math.max((value - lower) / span, 0), 1) : 1;
      return start + share * width;
    }
    start += width;
    lower = interval.value;
  }
  return intervals.length ? 100 : 0;
}
