import { act, screen } from '@testing-library/react';
import { PaymentStatus } from '@portal/shared-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { type LinkRead, readPaymentLink } from './payApi';
import { PaymentPage } from './PaymentPage';

vi.mock('./payApi', () => ({ readPaymentLink: vi.fn(), startCheckout: vi.fn() }));

const link = (paymentStatus: PaymentStatus): LinkRead => ({
  view: {
    orderNumber: 'B-2026-00042',
    amount: 249.9,
    currency: 'EUR',
    paymentStatus,
    expiresAt: '2026-12-04T10:00:00.000Z',
    canPay: paymentStatus === PaymentStatus.Pending || paymentStatus === PaymentStatus.Fail,
    methods: [],
  },
});

const SUCCESS = 'Zahlung erfolgreich abgeschlossen';

describe('PaymentPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => vi.useRealTimers());

  it('asks every 2 s and shows success only once the payment is confirmed', async () => {
    vi.mocked(readPaymentLink)
      .mockResolvedValueOnce(link(PaymentStatus.Pending))
      .mockResolvedValueOnce(link(PaymentStatus.Pending))
      .mockResolvedValue(link(PaymentStatus.Success));
    renderScreen(<PaymentPage />, { path: '/payment?orderId=guid-1&success=true&token=tok_1' });
    await act(async () => {});
    expect(screen.getByText('Zahlung wird bestätigt')).toBeTruthy();
    expect(screen.queryByText(SUCCESS)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByText(SUCCESS)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText(SUCCESS)).toBeTruthy();
    expect(readPaymentLink).toHaveBeenCalledTimes(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(readPaymentLink).toHaveBeenCalledTimes(3);
  });

  it('gives up asking after about 30 s without claiming the payment', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue(link(PaymentStatus.Pending));
    renderScreen(<PaymentPage />, { path: '/payment?orderId=guid-1&success=true&token=tok_1' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(vi.mocked(readPaymentLink).mock.calls.length).toBeLessThanOrEqual(17);
    expect(screen.getByText(/Die Bestätigung dauert länger als üblich/)).toBeTruthy();
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it('offers the link again when the payment was not completed', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue(link(PaymentStatus.Fail));
    renderScreen(<PaymentPage />, { path: '/payment?orderId=guid-1&success=false&token=tok_1' });
    await act(async () => {});
    expect(screen.getByText('Zahlung nicht abgeschlossen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erneut bezahlen' }).getAttribute('href')).toBe('/pay/tok_1');
  });

  it('stays neutral without the link', async () => {
    renderScreen(<PaymentPage />, { path: '/payment?orderId=guid-1&success=true' });
    await act(async () => {});
    expect(screen.getByText('Zurück vom Zahlungsanbieter')).toBeTruthy();
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect(readPaymentLink).not.toHaveBeenCalled();
  });

  it('needs orderId and success', async () => {
    renderScreen(<PaymentPage />, { path: '/payment?orderId=guid-1' });
    await act(async () => {});
    expect(screen.getByText('Bestellnummer und Zahlungsstatus fehlen.')).toBeTruthy();
  });
});
