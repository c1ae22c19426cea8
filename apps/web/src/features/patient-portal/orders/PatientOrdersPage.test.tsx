import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { downloadPatientOrderDocument, type PatientOrder, patientOrders } from './patientOrdersApi';
import { PatientOrdersPage } from './PatientOrdersPage';

vi.mock('./patientOrdersApi', () => ({
  patientOrders: vi.fn(),
  downloadPatientOrderDocument: vi.fn(),
}));

const open: PatientOrder = {
  id: '12',
  orderNumber: 'B-2026-00012',
  placedAt: '2026-11-20T09:00:00Z',
  items: ['Blutanalyse Basis', 'Elements Rezeptur (personalisiert)'],
  total: 258,
  status: 'OrderPlaced',
  paymentStatus: 'Pending',
  shipment: null,
  documents: { invoice: false, finalInvoice: false, storno: false },
  paymentUrl: '/pay/tok_abc',
};
const shipped: PatientOrder = {
  id: '7',
  orderNumber: 'B-2026-00007',
  placedAt: '2026-09-01T09:00:00Z',
  items: ['Elements Rezeptur Frau'],
  total: 179,
  status: 'OrderShipped',
  paymentStatus: 'Success',
  shipment: {
    carrier: 'DHL',
    number: '00340434',
    trackingUrl: 'https://www.dhl.de/track?piececode=00340434',
  },
  documents: { invoice: true, finalInvoice: false, storno: true },
  paymentUrl: null,
};

async function openPage() {
  renderScreen(<PatientOrdersPage />, { path: '/orders' });
  await screen.findByRole('heading', { name: 'Aufträge und Rechnungen' });
}

describe('PatientOrdersPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(downloadPatientOrderDocument).mockResolvedValue();
  });

  it('shows each order with items, amount, status tags and a "Jetzt bezahlen" link to the main site\'s pay page', async () => {
    vi.mocked(patientOrders).mockResolvedValue([open, shipped]);
    await openPage();
    const card = (await screen.findByRole('heading', { name: 'Auftrag B-2026-00012' })).closest(
      '[data-order]',
    )!;
    const scope = within(card as HTMLElement);
    expect(scope.getByText('Blutanalyse Basis')).toBeTruthy();
    expect(scope.getByText('258,00 €')).toBeTruthy();
    expect(scope.getByText('20.11.2026')).toBeTruthy();
    expect((card as HTMLElement).querySelector('[data-status="OrderPlaced"]')).toBeTruthy();
    expect((card as HTMLElement).querySelector('[data-status="Pending"]')).toBeTruthy();
    // Outside the portal's /patient basename: the plain path, not the router's.
    expect(scope.getByRole('link', { name: 'Jetzt bezahlen' }).getAttribute('href')).toBe('/pay/tok_abc');
    expect(scope.getByText(/sobald Ihre Zahlung eingegangen ist/)).toBeTruthy();
  });

  it('links the tracking page and downloads the invoice and storno of a shipped order', async () => {
    vi.mocked(patientOrders).mockResolvedValue([shipped]);
    await openPage();
    const card = (await screen.findByRole('heading', { name: 'Auftrag B-2026-00007' })).closest(
      '[data-order]',
    )!;
    const scope = within(card as HTMLElement);
    expect(scope.queryByRole('link', { name: 'Jetzt bezahlen' })).toBeNull();
    expect(scope.getByText(/DHL, Sendungsnummer 00340434/)).toBeTruthy();
    const track = scope.getByRole('link', { name: 'Sendung bei DHL verfolgen' });
    expect(track.getAttribute('href')).toBe('https://www.dhl.de/track?piececode=00340434');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(scope.queryByRole('button', { name: 'Schlussrechnung herunterladen' })).toBeNull();
    await act(async () => {
      fireEvent.click(scope.getByRole('button', { name: 'Rechnung herunterladen' }));
    });
    await act(async () => {
      fireEvent.click(scope.getByRole('button', { name: 'Stornorechnung herunterladen' }));
    });
    expect(vi.mocked(downloadPatientOrderDocument).mock.calls).toEqual([
      [shipped, 'invoice'],
      [shipped, 'storno'],
    ]);
  });

  it('says what happens when there are no orders yet', async () => {
    vi.mocked(patientOrders).mockResolvedValue([]);
    await openPage();
    expect(await screen.findByText('Noch keine Aufträge')).toBeTruthy();
  });

  it('offers to try again when the orders could not be loaded', async () => {
    vi.mocked(patientOrders).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([shipped]);
    await openPage();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(await screen.findByRole('heading', { name: 'Auftrag B-2026-00007' })).toBeTruthy();
  });
});
