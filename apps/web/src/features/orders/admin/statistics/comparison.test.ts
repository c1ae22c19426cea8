import { describe, expect, it } from 'vitest';
import { comparisonView } from './comparison';

describe('comparisonView', () => {
  it('shows a rise green with an up arrow, a fall red with a down arrow', () => {
    expect(comparisonView(12.5, 'de')).toEqual({ text: '+12,5 %', intent: 'success', icon: 'arrow-up' });
    expect(comparisonView(-37.5, 'en')).toEqual({ text: '-37.5 %', intent: 'danger', icon: 'arrow-down' });
  });

  it('shows no change grey, and no comparison (null) without a text', () => {
    expect(comparisonView(0, 'de')).toEqual({ text: '0 %', intent: 'none', icon: 'arrow-right' });
    expect(comparisonView(null, 'de')).toEqual({ text: null, intent: 'none', icon: 'minus' });
  });
});
