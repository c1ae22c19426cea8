import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { patientSession } from '../../../session/patientSession';
import { renderScreen } from '../../../test/renderScreen';
import { patientHome } from './patientHomeApi';
import { PatientHomePage } from './PatientHomePage';

vi.mock('./patientHomeApi', () => ({ patientHome: vi.fn() }));

const questionnaire = {
  url: 'https://portal.test/patients/abc/login?expires=1&signature=f',
  sentAt: '2026-12-01T08:00:00.000Z',
  expiresAt: '2026-12-15T08:00:00.000Z',
};

describe('PatientHomePage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    patientSession.set({
      isAuthenticated: true,
      patientId: '7',
      user: { id: '7', first_name: 'Lena', last_name: 'Müller', email: 'lena@example.com' },
    });
  });

  it('greets the patient and says when nothing is open and nothing is released', async () => {
    vi.mocked(patientHome).mockResolvedValue({
      openPayments: [],
      questionnaire: null,
      latestRelease: null,
      plan: null,
    });
    renderScreen(<PatientHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Guten Tag, Lena' })).toBeTruthy();
    expect(await screen.findByText('Im Moment ist nichts zu erledigen.')).toBeTruthy();
    expect(screen.getByText('Ihre Praxis hat noch keine Ergebnisse für Sie freigegeben.')).toBeTruthy();
  });

  it('offers the payment, the open questionnaire, the latest result and the plan with their ways on', async () => {
    vi.mocked(patientHome).mockResolvedValue({
      openPayments: [
        { orderId: '5', orderNumber: 'B-2026-00042', total: 249, paymentUrl: 'https://portal.test/pay/tok' },
      ],
      questionnaire,
      latestRelease: { id: '12', kind: 'blood', releasedAt: '2026-12-03T10:00:00.000Z' },
      plan: {
        status: 'active',
        nextProductionDate: '2027-02-01T00:00:00.000Z',
        nextProductionNote: null,
        resumeAt: null,
      },
    });
    renderScreen(<PatientHomePage />);
    const fill = await screen.findByRole('button', { name: 'Fragebogen ausfüllen' });
    expect(fill.getAttribute('href')).toBe(questionnaire.url);
    expect(screen.getByText(/Der Link gilt bis 15\.12\.2026/)).toBeTruthy();
    expect(screen.getByText('Blutanalyse, freigegeben am 03.12.2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ergebnis ansehen' }).getAttribute('href')).toBe('/results/12');
    expect(screen.getByText('Auftrag B-2026-00042 bezahlen')).toBeTruthy();
    expect(screen.getByText(/Offener Betrag: 249,00/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt bezahlen' }).getAttribute('href')).toBe(
      'https://portal.test/pay/tok',
    );
    expect(screen.getByText('01.02.2027')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Plan' }).getAttribute('href')).toBe('/plan');
  });

  it('offers a reload when the overview cannot be read', async () => {
    vi.mocked(patientHome).mockRejectedValue(new Error('down'));
    renderScreen(<PatientHomePage />);
    expect(await screen.findByText(/Ihre Übersicht konnte nicht geladen werden/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });
});
