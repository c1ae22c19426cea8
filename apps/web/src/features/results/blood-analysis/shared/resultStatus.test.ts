import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@portal/shared-types';
import { resultStatus, statusLook, valueColor } from './resultStatus';

describe('resultStatus', () => {
  const range = { min_optimal_value: 2, max_optimal_value: 5 };
  it('places a value against the optimal range, bounds being optimal', () => {
    expect(resultStatus(1.99, range)).toBe('low');
    expect(resultStatus(2, range)).toBe('optimal');
    expect(resultStatus(5, range)).toBe('optimal');
    expect(resultStatus(5.01, range)).toBe('high');
    expect(resultStatus(null, range)).toBe('none');
  });
  it('treats a missing bound as open', () => {
    expect(resultStatus(100, { min_optimal_value: 2 })).toBe('optimal');
    expect(resultStatus(-1, { max_optimal_value: 5 })).toBe('optimal');
  });
  it('gives every status an icon as well as a colour', () => {
    expect(statusLook.optimal).toEqual({ intent: Intent.SUCCESS, icon: 'tick-circle' });
    expect(statusLook.low.icon).toBe('arrow-down');
    expect(statusLook.high.icon).toBe('arrow-up');
    expect(new Set(Object.values(statusLook).map((look) => look.icon)).size).toBe(4);
  });
  it('uses the server colour only when it is a colour', () => {
    expect(valueColor('#1c6e42')).toBe('#1c6e42');
    expect(valueColor('red')).toBe('red');
    expect(valueColor('url(javascript:x)')).toBeUndefined();
    expect(valueColor(null)).toBeUndefined();
  });
  it('darkens a server colour until it reads on a striped row, keeping its hue', () => {
    const green = valueColor('#238551')!;
    expect(green).not.toBe('#238551');
    expect(contrastRatio(green, '#eef0f2')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
