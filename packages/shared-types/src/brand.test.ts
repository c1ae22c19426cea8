import { describe, expect, it } from 'vitest';
import { brand, brandMarkSvg, typeScale } from './brand.js';

// WCAG 2.1 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

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
