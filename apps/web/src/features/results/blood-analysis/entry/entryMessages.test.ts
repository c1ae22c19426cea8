import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { dateMessage, valueMessage } from './entryMessages';

const t = i18n.t.bind(i18n);
const ferritin = {
  id: '4',
  name: 'Ferritin',
  formattedUnit: 'ng/ml',
  lower_input_limit_value: 1,
  upper_input_limit_value: 2000,
  mostRecentResults: [],
};

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

describe('entry messages', () => {
  it('asks for a date, then for a valid one', () => {
    expect(dateMessage(t, ' ')).toBe('Das ist ein Pflichtfeld');
    expect(dateMessage(t, '32.01.2025')).toBe(
      'Bitte ein gültiges Datum (TT.MM.JJJJ oder TT-MM-JJJJ) ab 01.01.1900 und nicht in der Zukunft eingeben.',
    );
    expect(dateMessage(t, '01.02.2025')).toBeNull();
  });

  it('allows digits and a dot only', () => {
    expect(valueMessage(t, ferritin, '12,5')).toBe('Der Wert darf nur Ziffern und einen Punkt enthalten.');
    expect(valueMessage(t, ferritin, '')).toBeNull();
    expect(valueMessage(t, ferritin, '12.5')).toBeNull();
  });

  it('says the limits in the words of the spec', () => {
    expect(valueMessage(t, ferritin, '2500')).toBe(
      'Ups! Das Feld Ferritin muss zwischen 1 und 2000 ng/ml liegen!',
    );
    expect(valueMessage(t, { ...ferritin, upper_input_limit_value: 0 }, '0.5')).toBe(
      'Ups! Das Feld Ferritin muss mehr als 1 ng/ml liegen!',
    );
    expect(valueMessage(t, { ...ferritin, lower_input_limit_value: null }, '2500')).toBe(
      'Ups! Das Feld Ferritin muss weniger als 2000 ng/ml liegen!',
    );
    expect(
      valueMessage(t, { ...ferritin, lower_input_limit_value: 0, upper_input_limit_value: 0 }, '99999'),
    ).toBeNull();
  });
});
