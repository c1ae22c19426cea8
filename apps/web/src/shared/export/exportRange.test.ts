import { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { exportDateMessage, exportEndMessage, exportPath } from './exportRange';

const today = '2026-11-24';
const t: TFunction = i18n.getFixedT('de');

describe('exportDateMessage', () => {
  it('accepts TT-MM-JJJJ and TT.MM.JJJJ from 01.01.1900 to today', () => {
    expect(exportDateMessage(t, 'start', '01.01.1900', today)).toBeNull();
    expect(exportDateMessage(t, 'start', '24-11-2026', today)).toBeNull();
    expect(exportDateMessage(t, 'end', '1.2.2000', today)).toBeNull();
  });

  it('asks for the date in the spec’s words', () => {
    expect(exportDateMessage(t, 'start', '', today)).toBe(
      'Bitte geben Sie ein Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    );
    expect(exportDateMessage(t, 'end', ' ', today)).toBe(
      'Bitte geben Sie ein Enddatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    );
    for (const input of ['2026-11-01', '31.02.2026', '01/11/2026', '01.11-2026', 'gestern'])
      expect(exportDateMessage(t, 'start', input, today)).toBe(
        'Bitte geben Sie ein gültiges Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
      );
  });

  it('keeps the bounds: not before 1900-01-01, not after today', () => {
    expect(exportDateMessage(t, 'start', '31.12.1899', today)).toBe(
      'Das Startdatum darf nicht vor dem 01.01.1900 liegen.',
    );
    expect(exportDateMessage(t, 'end', '25.11.2026', today)).toBe(
      'Das Enddatum darf nicht nach dem heutigen Tag liegen.',
    );
  });
});

describe('exportEndMessage', () => {
  it('refuses an end before the start, and takes a one-day range', () => {
    expect(exportEndMessage(t, '01.11.2026', '02.11.2026', today)).toBe(
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    );
    expect(exportEndMessage(t, '01.11.2026', '01.11.2026', today)).toBeNull();
    // A start that is itself wrong is told on its own field.
    expect(exportEndMessage(t, '01.11.2026', 'x', today)).toBeNull();
  });
});

describe('exportPath', () => {
  it('sends the dates as YYYY-MM-DD and csv only when chosen', () => {
    expect(exportPath('credit-notes', '01.11.2026', '24-11-2026', 'xlsx')).toBe(
      '/api/credit-notes/download-export?startDate=2026-11-01&endDate=2026-11-24',
    );
    expect(exportPath('orders', '1.1.2026', '2.1.2026', 'csv')).toBe(
      '/api/orders/download-export?startDate=2026-01-01&endDate=2026-01-02&format=csv',
    );
  });
});
