import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { rangeGroupText, rangeText } from './rangeText';

describe('rangeGroupText', () => {
  const t = i18n.getFixedT('de');
  it("names whom the patient's range is for: sex and age band", () => {
    expect(rangeGroupText(t, { sex: 'female', ageFrom: null, ageTo: 50 })).toBe('Frauen, unter 50 Jahren');
    expect(rangeGroupText(t, { sex: 'male', ageFrom: 50, ageTo: null })).toBe('Männer, ab 50 Jahren');
    expect(rangeGroupText(t, { sex: 'male', ageFrom: 20, ageTo: 25 })).toBe('Männer, 20 bis unter 25 Jahre');
    expect(rangeGroupText(t, { sex: null, ageFrom: null, ageTo: null })).toBe(
      'Frauen und Männer, jedes Alter',
    );
  });
  it('keeps the range text', () => {
    expect(rangeText(t, 0.29, 1.67, 'nmol/l')).toBe('0,29 – 1,67 nmol/l');
  });
});
