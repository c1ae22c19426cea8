/** The lab-report sections of the blood list, in the order they are shown (docs/decisions/screens.md, issue 33). */
export const BLOOD_MARKER_CATEGORIES = [
  'Vitamins',
  'Minerals',
  'Iron',
  'Thyroid',
  'Lipids',
  'Inflammation',
  'Kidney',
  'Liver',
  'BloodCount',
  'Hormones',
  'Other',
] as const;

export type BloodMarkerCategoryName = (typeof BLOOD_MARKER_CATEGORIES)[number];

interface GroupedMarker {
  category: string;
  currentValue: number | null | undefined;
}

export interface MarkerGroup<M> {
  category: BloodMarkerCategoryName;
  /** The markers shown: measured first, each part in the server's (catalogue) order. */
  markers: M[];
  measured: number;
  total: number;
}

const known = (category: string): BloodMarkerCategoryName =>
  (BLOOD_MARKER_CATEGORIES as readonly string[]).includes(category)
    ? (category as BloodMarkerCategoryName)
    : 'Other';

/**
 * The markers by section, measured ones first in each. `onlyMeasured` keeps the measured markers and
 * drops the sections left without one; empty sections are never returned.
 */
export function groupMarkers<M extends GroupedMarker>(
  markers: readonly M[],
  onlyMeasured: boolean,
): MarkerGroup<M>[] {
  const byCategory = new Map<BloodMarkerCategoryName, M[]>();
  for (const marker of markers) {
    const category = known(marker.category);
    byCategory.set(category, [...(byCategory.get(category) ?? []), marker]);
  }
  return BLOOD_MARKER_CATEGORIES.flatMap((category) => {
    const all = byCategory.get(category) ?? [];
    const measured = all.filter((marker) => marker.currentValue != null);
    const shown = onlyMeasured
      ? measured
      : [...measured, ...all.filter((marker) => marker.currentValue == null)];
    return shown.length ? [{ category, markers: shown, measured: measured.length, total: all.length }] : [];
  });
}

/** The direction of the last step of a trend (oldest first). */
export function trendDirection(values: readonly number[]): 'up' | 'down' | 'same' {
  const last = values[values.length - 1];
  const previous = values[values.length - 2];
  if (last === undefined || previous === undefined || last === previous) return 'same';
  return last > previous ? 'up' : 'down';
}
