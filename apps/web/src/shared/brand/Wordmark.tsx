import { brand, brandMark } from '@portal/shared-types';

/** The brand's mark: the same geometry as the favicon and the PDFs' mark (packages/shared-types/src/brand.ts). */
export function BrandMark({ size = 24 }: { size?: number }) {
  const { viewBox, radius, path, strokeWidth, dot } = brandMark;
  return (
    <svg
      className="vp-mark"
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx={radius} fill="var(--vp-brand)" />
      <path
        d={path}
        fill="none"
        stroke="#ffffff"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill="var(--vp-brand-accent)" />
    </svg>
  );
}

/** The wordmark: the mark, then the name set in the type; its text is the product's name for screen readers. */
export function Wordmark({ large = false }: { large?: boolean }) {
  return (
    <span className={large ? 'vp-wordmark vp-wordmark-large' : 'vp-wordmark'}>
      <BrandMark size={large ? 32 : 24} />
      <span>
        <span className="vp-wordmark-name">{brand.name}</span>{' '}
        <span className="vp-wordmark-suffix">{brand.suffix}</span>
      </span>
    </span>
  );
}
