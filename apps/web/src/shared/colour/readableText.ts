import { contrastRatio, rgbOf } from '@portal/shared-types';

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The text colour to show on `background`: `colour` itself when it reads at 4.5:1 (WCAG 1.4.3), otherwise the same
 * hue darkened until it does. Colours that come as data (the lab's interval colours) keep their meaning and stay
 * readable. Anything that is not #rrggbb is returned as it is.
 */
export function readableText(colour: string, background: string, minimum = 4.5): string {
  const rgb = rgbOf(colour);
  if (!rgb || contrastRatio(colour, background) === null) return colour;
  for (let factor = 1; factor > 0; factor -= 0.05) {
    const candidate = toHex(rgb.map((c) => c * factor));
    if ((contrastRatio(candidate, background) ?? 0) >= minimum) return candidate;
  }
  return '#000000';
}
