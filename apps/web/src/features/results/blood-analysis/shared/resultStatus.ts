import { type IconName, Intent } from '@blueprintjs/core';
import { readableText } from '../../../../shared/colour/readableText';

/** Where a value lies against the marker's optimal range. */
export type ResultStatus = 'optimal' | 'low' | 'high' | 'none';

interface OptimalRange {
  readonly min_optimal_value?: number | null;
  readonly max_optimal_value?: number | null;
}

export function resultStatus(value: number | null | undefined, range: OptimalRange): ResultStatus {
  if (value == null) return 'none';
  if (range.min_optimal_value != null && value < range.min_optimal_value) return 'low';
  if (range.max_optimal_value != null && value > range.max_optimal_value) return 'high';
  return 'optimal';
}

// Colour is never the only signal (design, "Results"): each status has its word and its icon as well.
export const statusLook: Record<ResultStatus, { intent: Intent; icon: IconName }> = {
  optimal: { intent: Intent.SUCCESS, icon: 'tick-circle' },
  low: { intent: Intent.DANGER, icon: 'arrow-down' },
  high: { intent: Intent.DANGER, icon: 'arrow-up' },
  none: { intent: Intent.NONE, icon: 'minus' },
};

// The darkest background a value is shown on: a striped table row (Blueprint's stripe over white).
const STRIPED_ROW = '#eef0f2';

/**
 * The server's colour when it sent a usable one (e.g. '#3caa5a'), else the status' own; a #rrggbb colour keeps its
 * hue but is darkened until it reads at 4.5:1 on a striped row (the lab's green #238551 reads 4.04:1 there).
 */
export function valueColor(serverColor: string | null | undefined): string | undefined {
  if (!serverColor || !/^#[0-9a-f]{3,8}$|^[a-z]+$|^rgba?\(/i.test(serverColor)) return undefined;
  return readableText(serverColor, STRIPED_ROW);
}
