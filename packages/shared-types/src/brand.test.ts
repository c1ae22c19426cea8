import { describe, expect, it } from 'vitest';
import { brand, brandMarkSvg, typeScale } from './brand.js';
import { contrastRatio } from './contrast.js';

const contrast = (a: string, b: string) => contrastRatio(a, b) ?? 0;

describe('brand', () => {
  it('reads at 4.5:1 or more as text on white and behind white text', () => {
    for (const color of [
      brand.colors.primary,
      brand.colors.primaryHover,
      brand.colors.primaryActive,
      brand.colors.text,
    ])
      expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    // On Blueprint's light gray page background and the 10 % tint of minimal tags, too.
    expect(contrast(brand.colors.primary, '#f6f7f9')).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the mark without fonts or external references', () => {
    const svg = brandMarkSvg(48);
    expect(svg).toContain('width="48"');
    expect(svg).toContain(brand.colors.primary);
    expect(svg).not.toMatch(/<text|href=|url\(/);
  });

  it('grows its type scale by about 1.2 per step', () => {
    const steps = [typeScale.body, typeScale.h4, typeScale.h3, typeScale.h2, typeScale.h1];
    for (let i = 1; i < steps.length; i++) expect(steps[i] / steps[i - 1]).toBeCloseTo(1.2, 1);
  });
});
