import { type IconName, Intent } from '@blueprintjs/core';

export interface ComparisonView {
  /** '+12,5 %', '−3 %', '0 %'; null when there is nothing to compare with. */
  text: string | null;
  intent: Intent;
  icon: IconName;
}

/** A percent change against last month's span as a tag: up green, down red, unchanged grey, none (null) grey. */
export function comparisonView(percent: number | null, language: string): ComparisonView {
  if (percent === null) return { text: null, intent: Intent.NONE, icon: 'minus' };
  const text = `${new Intl.NumberFormat(language, {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(percent)} %`;
  if (percent > 0) return { text, intent: Intent.SUCCESS, icon: 'arrow-up' };
  if (percent < 0) return { text, intent: Intent.DANGER, icon: 'arrow-down' };
  return { text, intent: Intent.NONE, icon: 'arrow-right' };
}
