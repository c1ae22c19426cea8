import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../../http/rest';
import { renderScreen } from '../../../test/renderScreen';
import { PatientResultsPage } from './PatientResultsPage';
import { releasedReports } from './resultsApi';

vi.mock('./resultsApi', () => ({ releasedReports: vi.fn() }));

const release = {
  id: '12',
  kind: 'blood' as const,
  title: 'Blutwerte',
  released_at: '2026-11-30T09:15:00.000Z',
  doctor: 'Dr. Anna Weber',
  note: 'Bitte nehmen Sie den Bericht zum nächsten Termin mit.',
};

describe('PatientResultsPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a card per released report with date, doctor, note and a link to read it', async () => {
    vi.mocked(releasedReports).mockResolvedValue([release]);
    renderScreen(<PatientResultsPage />, { path: '/results' });
    expect(await screen.findByRole('heading', { name: 'Blutwerte' })).toBeTruthy();
    expect(screen.getByText('Freigegeben am 30.11.2026 von Dr. Anna Weber')).toBeTruthy();
    expect(screen.getByText(release.note)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Blutwerte ansehen' });
    expect(link.getAttribute('href')).toBe('/results/12');
    expect(releasedReports).toHaveBeenCalledWith('de');
  });

  it('shortens a long note on the card', async () => {
    vi.mocked(releasedReports).mockResolvedValue([{ ...release, note: 'a'.repeat(300) }]);
    renderScreen(<PatientResultsPage />, { path: '/results' });
    expect(await screen.findByText(`${'a'.repeat(160)} …`)).toBeTruthy();
  });

  it('says plainly that nothing has been released yet', async () => {
    vi.mocked(releasedReports).mockResolvedValue([]);
    renderScreen(<PatientResultsPage />, { path: '/results' });
    expect(await screen.findByText('Noch keine Ergebnisse')).toBeTruthy();
    expect(
      screen.getByText(/Ihre Ärztin oder Ihr Arzt hat noch keine Ergebnisse für Sie freigegeben\./),
    ).toBeTruthy();
  });

  it('offers a reload when the list could not be loaded', async () => {
    vi.mocked(releasedReports).mockRejectedValueOnce(new RestError(500, [])).mockResolvedValueOnce([release]);
    renderScreen(<PatientResultsPage />, { path: '/results' });
    fireEvent.click(await screen.findByRole('button', { name: 'Neu laden' }));
    expect(await screen.findByRole('heading', { name: 'Blutwerte' })).toBeTruthy();
  });
});
