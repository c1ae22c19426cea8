import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../../http/rest';
import { renderScreen } from '../../../test/renderScreen';
import { PatientReportPage } from './PatientReportPage';
import { type ReleasedReport } from '@portal/shared-types';
import { releasedReport } from './resultsApi';

vi.mock('./resultsApi', () => ({
  releasedReport: vi.fn(),
  reportPdfPath: (id: string) => `/api/patient/results/${id}/pdf`,
}));

const header = {
  id: '12',
  title: 'Blutwerte',
  released_at: '2026-11-30T09:15:00.000Z',
  doctor: 'Dr. Anna Weber',
  note: 'Wir besprechen das Homocystein beim nächsten Termin.',
};

const blood: ReleasedReport = {
  ...header,
  kind: 'blood',
  intro: null,
  warning: null,
  rows: [
    {
      name: 'Homocystein',
      value: 18,
      unit: 'µmol/l',
      date: '2026-11-28',
      range: 'Optimalbereich 5–10 · Referenzbereich des Labors 5–15',
      state: 'tooHigh',
      stateText: 'Über dem Referenzbereich',
      meaning: 'Ihr Wert liegt über dem Referenzbereich des Labors.',
    },
  ],
};

const open = (report: ReleasedReport) => {
  vi.mocked(releasedReport).mockResolvedValue(report);
  return renderScreen(<PatientReportPage />, { path: '/results/12', route: '/results/:releaseId' });
};

describe('PatientReportPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the heading, the note, each value with unit, range, a state tag and its meaning, and the PDF', async () => {
    open(blood);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blutwerte' })).toBeTruthy();
    expect(screen.getByText('Nachricht von Dr. Anna Weber')).toBeTruthy();
    expect(screen.getByText(header.note)).toBeTruthy();
    const row = screen.getByRole('row', { name: /Homocystein/ });
    expect(within(row).getByText('18 µmol/l')).toBeTruthy();
    expect(within(row).getByText('Optimalbereich 5–10 · Referenzbereich des Labors 5–15')).toBeTruthy();
    const tag = within(row).getByText('Über dem Referenzbereich').closest('[data-status]');
    expect(tag?.getAttribute('data-status')).toBe('tooHigh');
    expect(within(row).getByText('Ihr Wert liegt über dem Referenzbereich des Labors.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück zu meinen Ergebnissen' }).getAttribute('href')).toBe(
      '/results',
    );
    expect(releasedReport).toHaveBeenCalledWith('12', 'de');
  });

  it('warns on a medication report that no medication may be changed without the doctor', async () => {
    open({
      ...header,
      note: null,
      title: 'Medikamentenverträglichkeit',
      kind: 'medication',
      intro: null,
      warning:
        'Ändern Sie Ihre Medikamente nicht und setzen Sie keines ab, ohne vorher mit Ihrer Ärztin zu sprechen.',
      rows: [
        {
          medication: 'Clopidogrel',
          genes: 'CYP2C19',
          effect: 'Wirkung: verminderte Wirkung',
          level: 0,
          levelText: 'Deutliche Besonderheit',
          meaning: 'Ihr Ergebnis zeigt eine deutliche Besonderheit.',
        },
      ],
    });
    expect(await screen.findByText('Wichtig')).toBeTruthy();
    expect(screen.getByText(/Ändern Sie Ihre Medikamente nicht/)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Clopidogrel/ })).toBeTruthy();
    expect(screen.queryByText(/Nachricht von/)).toBeNull();
  });

  it('shows the daily doses of a micronutrient report', async () => {
    open({
      ...header,
      title: 'Mikronährstoffe',
      kind: 'micronutrients',
      warning: null,
      intro: 'Ihre Tagesdosen, wie Ihre Ärztin oder Ihr Arzt sie festgelegt hat.',
      rows: [
        {
          nutrient: 'Zink',
          dose: 12.5,
          unit: 'mg',
          doseText: '12,5 mg pro Tag',
          description: 'Abends einnehmen',
        },
      ],
    });
    const row = await screen.findByRole('row', { name: /Zink/ });
    expect(within(row).getByText('12,5 mg pro Tag')).toBeTruthy();
    expect(within(row).getByText('Abends einnehmen')).toBeTruthy();
  });

  it('says the report is not available when it was withdrawn or does not exist', async () => {
    vi.mocked(releasedReport).mockRejectedValue(new RestError(404, []));
    renderScreen(<PatientReportPage />, { path: '/results/12', route: '/results/:releaseId' });
    expect(await screen.findByText('Dieser Bericht ist nicht verfügbar')).toBeTruthy();
  });
});
