import { translationOf } from '@portal/i18n';
import type { ValueBandData, ValueScaleData } from './entities/analysis-parameter.entity.js';

export type ValueState = 'tooLow' | 'low' | 'optimal' | 'high' | 'tooHigh';

export interface MarkerRanges {
  min_optimal_value: number | null;
  max_optimal_value: number | null;
  lab_min_value: number | null;
  lab_max_value: number | null;
}

const RED = { color: '#CD4246', bg_color: '#FAE1E1' };
const YELLOW = { color: '#D1980B', bg_color: '#FBF3DA' };
const GREEN = { color: '#238551', bg_color: '#DCF1E5' };
const LOOK: Record<ValueState, { color: string; bg_color: string }> = {
  tooLow: RED,
  low: YELLOW,
  optimal: GREEN,
  high: YELLOW,
  tooHigh: RED,
};

/**
 * Where a value lies: below the lab's range, below the optimal band, in it, above it, above the lab's
 * range. The optimal band and the lab's range include their bounds.
 */
export function stateOf(value: number, ranges: MarkerRanges): ValueState {
  if (ranges.lab_min_value !== null && value < ranges.lab_min_value) return 'tooLow';
  if (ranges.min_optimal_value !== null && value < ranges.min_optimal_value) return 'low';
  if (ranges.max_optimal_value === null || value <= ranges.max_optimal_value) return 'optimal';
  if (ranges.lab_max_value === null || value <= ranges.lab_max_value) return 'high';
  return 'tooHigh';
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/**
 * The scale the marker's slider draws (red, yellow, green, yellow, red), made from its ranges; a band
 * of no width is left out and the last one is open upwards. It runs from 0 to half again the lab's
 * upper bound (or three times the lower optimal bound where the ranges are open upwards).
 */
export function buildValueScale(ranges: MarkerRanges): ValueScaleData {
  const texts = translationOf('de').bloodAnalysis;
  const { lab_min_value: labMin, lab_max_value: labMax } = ranges;
  const { min_optimal_value: optMin, max_optimal_value: optMax } = ranges;
  const min = 0;
  const max = round((labMax ?? optMax ?? (optMin ?? 1) * 2) * 1.5);
  const candidates: [ValueState, number | null, boolean][] = [
    ['tooLow', labMin, labMin !== null && labMin > min],
    ['low', optMin, optMin !== null && optMin > (labMin ?? min)],
    ['optimal', optMax, true],
    ['high', labMax, optMax !== null && (labMax === null || labMax > optMax)],
    ['tooHigh', null, optMax !== null && labMax !== null],
  ];
  const shown = candidates.filter(([, , include]) => include);
  let lower = min;
  const bands = shown.map(([state, upper], index): ValueBandData => {
    const open = index === shown.length - 1;
    const end = open ? max : (upper ?? max);
    const band = {
      state,
      upper: open ? null : upper,
      ...LOOK[state],
      text: texts.states[state],
      description: texts.stateDescriptions[state],
      length_percent: round(((end - lower) / (max - min)) * 100),
    };
    lower = end;
    return band;
  });
  return { min, max, bands };
}

/** The band the value falls in. */
export function bandOf(scale: ValueScaleData, ranges: MarkerRanges, value: number): ValueBandData | null {
  const state = stateOf(value, ranges);
  return scale.bands.find((band) => band.state === state) ?? null;
}
