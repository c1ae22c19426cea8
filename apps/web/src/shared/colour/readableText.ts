// WCAG 2.1 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(foreground: string, background: string): number | null {
  const front = channels(foreground);
  const back = channels(background);
  if (!front || !back) return null;
  const [light, dark] = [luminance(front), luminance(back)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The text colour to show on `background`: `colour` itself when it reads at 4.5:1 (WCAG 1.4.3), otherwise the same
 * hue darkened until it does. Colours that come as data (the lab's interval colours) keep their meaning and stay
 * readable. Anything that is not #rrggbb is returned as it is.
 */
export function readableText(colour: string, background: string, minimum = 4.5): string {
  const rgb = channels(colour);
  if (!rgb || contrastRatio(colour, background) === null) return colour;
  for (let factor = 1; factor > 0; factor -= 0.05) {
    const candidate = toHex(rgb.map((c) => c * factor));
    if ((contrastRatio(candidate, background) ?? 0) >= minimum) return candidate;
  }
  return '#000000';
}
