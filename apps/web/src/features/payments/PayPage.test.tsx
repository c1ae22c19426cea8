import { act, fireEvent, screen } from '@testing-library/react';
import { PaymentStatus } from '@portal/shared-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { readPaymentLink, startCheckout } from './payApi';
import { PayPage } from './PayPage';

// The HTTP boundary only.
vi.mock('./payApi', () => ({ readPaymentLink: vi.fn(), startCheckout: vi.fn() }));

const pending = {
  view: {
    orderNumber: 'B-2026-00042',
    amount: 249.9,
    currency: 'EUR' as const,
    paymentStatus: PaymentStatus.Pending,
    expiresAt: '2026-12-04T10:00:00.000Z',
    canPay: true,
  },
};

async function open() {
  renderScreen(<PayPage />, { path: '/pay/tok_123', route: '/pay/:token' });
  await act(async () => {});
}

describe('PayPage', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the order number, the amount in euros and the expiry, and goes to the checkout', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue(pending);
    vi.mocked(startCheckout).mockResolvedValue({ checkoutUrl: 'https://pay.example/checkout/tr_1' });
    await open();
    expect(readPaymentLink).toHaveBeenCalledWith('tok_123');
    expect(screen.getByText('B-2026-00042')).toBeTruthy();
    expect(screen.getByText('249,90 €', { normalizer: (text) => text.replace(/\s/gu, ' ') })).toBeTruthy();
    expect(screen.getByText('04.12.2026')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    });
    expect(startCheckout).toHaveBeenCalledWith('tok_123');
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/tr_1');
  });

  it('says when the provider is unreachable and keeps the button for another try', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue(pending);
    vi.mocked(startCheckout).mockResolvedValue({ refused: 'payments.providerUnavailable' });
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    );
    expect(screen.getByRole('button', { name: 'Jetzt bezahlen' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no payment for a paid order', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue({
      view: { ...pending.view, paymentStatus: PaymentStatus.Success, canPay: false },
    });
    await open();
    expect(screen.getByText('Diese Bestellung ist bereits bezahlt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
  });

  it('says "invalid or expired" for a link that is not (or no longer) valid', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue({ problem: 'expired' });
    await open();
    expect(screen.getByText('Zahlungslink ungültig oder abgelaufen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
  });
});
