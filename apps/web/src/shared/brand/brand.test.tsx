import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brand, brandMarkSvg } from '@portal/shared-types';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Wordmark } from './Wordmark';

// (vitest runs in apps/web; jsdom's import.meta.url is not a file URL.)
const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');

describe('the brand', () => {
  it('serves the favicon drawn from the shared mark', () => {
    expect(read('public/favicon.svg').trim()).toBe(brandMarkSvg(32));
    const index = read('index.html');
    for (const icon of ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png'])
      expect(index).toContain(icon);
  });

  it("sets Blueprint's primary intent to the brand colours in the one theme file", () => {
    const theme = read('src/theme/theme.css');
    expect(theme).toContain(`--vp-brand: ${brand.colors.primary};`);
    expect(theme).toContain(`--vp-brand-hover: ${brand.colors.primaryHover};`);
    expect(theme).toContain(`--vp-brand-active: ${brand.colors.primaryActive};`);
    expect(theme).toContain('--bp-intent-primary-rest: var(--vp-brand);');
    expect(read('src/main.tsx')).toMatch(/blueprint\.css';\nimport '\.\/theme\/theme\.css';/);
  });

  it('names the product in the wordmark, the mark hidden from screen readers', () => {
    const { container } = render(<Wordmark />);
    expect(container.textContent).toBe(brand.fullName);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
