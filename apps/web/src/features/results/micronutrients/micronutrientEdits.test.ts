import { describe, expect, it } from 'vitest';
import {
  canRemove,
  canReset,
  changedDoses,
  type DoseRow,
  formatDose,
  hasChanges,
  parseDose,
  removeDose,
  resetDose,
  setDose,
  valueOf,
} from './micronutrientEdits';

const vitaminD: DoseRow = { id: '1', current: 20, recommended: 25, min: 0, max: 100 };
const zinc: DoseRow = { id: '2', current: 0, recommended: null, min: 0, max: 40 };

describe('micronutrient edits', () => {
  it('starts without changes, save disabled', () => {
    expect(hasChanges({})).toBe(false);
    expect(valueOf(vitaminD, {})).toBe(20);
  });

  it('keeps a changed value between min and max with two decimals', () => {
    expect(setDose({}, vitaminD, 33.333)).toEqual({ '1': 33.33 });
    expect(setDose({}, vitaminD, 250)).toEqual({ '1': 100 });
    expect(setDose({}, vitaminD, -1)).toEqual({ '1': 0 });
    expect(setDose({ '1': 30 }, vitaminD, Number.NaN)).toEqual({ '1': 30 });
  });

  it('forgets an edit that returns to the stored value', () => {
    const edits = setDose(setDose({}, vitaminD, 30), vitaminD, 20);
    expect(edits).toEqual({});
    expect(hasChanges(edits)).toBe(false);
  });

  it('resets to the recommended value and then disables reset', () => {
    expect(canReset(vitaminD, {})).toBe(true);
    const edits = resetDose({}, vitaminD);
    expect(valueOf(vitaminD, edits)).toBe(25);
    expect(canReset(vitaminD, edits)).toBe(false);
  });

  it('disables reset without a recommendation', () => {
    expect(canReset(zinc, {})).toBe(false);
    expect(resetDose({}, zinc)).toEqual({});
  });

  it('removes to 0.00 and then disables remove', () => {
    expect(canRemove(vitaminD, {})).toBe(true);
    const edits = removeDose({}, vitaminD);
    expect(valueOf(vitaminD, edits)).toBe(0);
    expect(canRemove(vitaminD, edits)).toBe(false);
    expect(canRemove(zinc, {})).toBe(false);
  });

  it('sends only the changed values', () => {
    const edits = setDose(removeDose({}, vitaminD), zinc, 12.5);
    expect(changedDoses(edits)).toEqual([
      { micronutrient_id: '1', current_value: 0 },
      { micronutrient_id: '2', current_value: 12.5 },
    ]);
    expect(changedDoses({})).toEqual([]);
  });

  it('reads typed doses with a comma or a dot', () => {
    expect(parseDose('1,5')).toBe(1.5);
    expect(parseDose(' 12.25 ')).toBe(12.25);
    expect(parseDose('3.')).toBe(3);
    expect(parseDose('')).toBeNull();
    expect(parseDose('-1')).toBeNull();
    expect(parseDose('1e3')).toBeNull();
  });

  it('shows doses with two decimals in German format', () => {
    expect(formatDose(1.5)).toBe('1,50');
    expect(formatDose(1234)).toBe('1.234,00');
  });
});
