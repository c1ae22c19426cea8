// One brand for the screens, the mails and the PDFs (issue 33, point 6; docs/decisions/screens.md, "One brand").
// The web app's theme (apps/web/src/theme/theme.css) sets Blueprint's primary intent to these colours; the API's
// mail and document layouts draw the wordmark from here.

export const brand = {
  /** The product's name as the wordmark sets it: the name in bold, the suffix in the brand colour. */
  name: 'Vitalis',
  suffix: 'Portal',
  fullName: 'Vitalis Portal',
  colors: {
    /** Teal: 5.47:1 on white, as text and behind white text (WCAG AA 4.5:1). */
    primary: '#0f766e',
    /** Hover and minimal buttons' text: 7.58:1 on white. */
    primaryHover: '#115e59',
    /** Pressed: 9.48:1 on white. */
    primaryActive: '#134e4a',
    /** Disabled controls only (exempt from the contrast rule). */
    primaryDisabled: '#5fa8a0',
    /** The mark's accent dot. */
    accent: '#5eead4',
    /** Body text (Blueprint's dark gray 1). */
    text: '#1c2127',
  },
  /** The system font stack Blueprint uses: no web font is loaded (PDFs render offline). */
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, "Open Sans", "Helvetica Neue", Arial, sans-serif',
} as const;

/** The mark's geometry on a 32 × 32 grid: a rounded square, a V drawn as one stroke and a dot on its right arm. */
export const brandMark = {
  viewBox: '0 0 32 32',
  radius: 8,
  path: 'M9 10.5 L16 22.5 L23 10.5',
  strokeWidth: 3.5,
  dot: { cx: 23, cy: 10.5, r: 2.75 },
} as const;

/** The mark as a self-contained SVG (favicon, PDFs): no fonts, no external references. */
export function brandMarkSvg(size = 32): string {
  const { viewBox, radius, path, strokeWidth, dot } = brandMark;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}" role="img" aria-hidden="true">` +
    `<rect width="32" height="32" rx="${radius}" fill="${brand.colors.primary}"/>` +
    `<path d="${path}" fill="none" stroke="#ffffff" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${brand.colors.accent}"/>` +
    `</svg>`
  );
}

/** Type scale (px): steps of 1.2 from the 14 px body Blueprint uses, rounded to whole pixels. */
export const typeScale = {
  small: 12,
  body: 14,
  h4: 17,
  h3: 20,
  h2: 24,
  h1: 29,
} as const;
