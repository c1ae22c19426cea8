import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@portal/shared-types';
import { readableText } from './readableText';

describe('readableText', () => {
  it('keeps a colour that already reads at 4.5:1', () => {
    expect(readableText('#165a36', '#e3f1e8')).toBe('#165a36');
  });

  it('darkens the lab’s yellow on its tint until it reads at 4.5:1, keeping the hue', () => {
    const text = readableText('#c87619', '#fbf1e3');
    expect(contrastRatio('#c87619', '#fbf1e3')).toBeLessThan(4.5);
    expect(contrastRatio(text, '#fbf1e3')).toBeGreaterThanOrEqual(4.5);
    expect(text).not.toBe('#c87619');
    // Still orange: red above green above blue.
    const [red, green, blue] = [1, 3, 5].map((i) => parseInt(text.slice(i, i + 2), 16));
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(blue);
  });

  it('returns what it cannot read unchanged', () => {
    expect(readableText('red', '#ffffff')).toBe('red');
    expect(readableText('#cd4246', 'transparent')).toBe('#cd4246');
  });
});
