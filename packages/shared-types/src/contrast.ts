// WCAG 2.1 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance):
// the brand's colours are tested with it, the web darkens data colours with it.

/** The channels of a #rrggbb colour, or null for anything else. */
export function rgbOf(hex: string): [number, number, number] | null {
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

/** The contrast ratio of two #rrggbb colours (1 to 21), or null when either is not #rrggbb. */
export function contrastRatio(foreground: string, background: string): number | null {
  const front = rgbOf(foreground);
  const back = rgbOf(background);
  if (!front || !back) return null;
  const [light, dark] = [luminance(front), luminance(back)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
