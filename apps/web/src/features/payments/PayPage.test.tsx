import { act, fireEvent, screen, within } from '@testing-library/react';
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
    methods: [],
  },
};

const withMethods = {
  view: {
    ...pending.view,
    methods: [
      { id: 'creditcard', description: 'Kreditkarte', image: 'https://pay.example/creditcard.svg' },
      { id: 'eps', description: 'eps-Überweisung', image: null },
    ],
  },
};

const payButton = () => screen.getByRole('button', { name: 'Jetzt bezahlen' });

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
    // No methods (the provider could not be asked): no choice, and the checkout goes without one.
    expect(startCheckout).toHaveBeenCalledWith('tok_123', undefined);
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/tr_1');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('offers the methods as a radio group with none chosen, and pays only after a choice', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue(withMethods);
    await open();
    const group = screen.getByRole('radiogroup', { name: 'Zahlungsart wählen' });
    const card = within(group).getByRole('radio', { name: 'Kreditkarte' });
    const eps = within(group).getByRole('radio', { name: 'eps-Überweisung' });
    expect(card).toHaveProperty('checked', false);
    expect(eps).toHaveProperty('checked', false);
    // The logo is decorative: the description names the method.
    expect(group.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(group.querySelector('img')?.getAttribute('src')).toBe('https://pay.example/creditcard.svg');
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('sends the chosen method to the checkout', async () => {
    vi.mocked(readPaymentLink).mockResolvedValue(withMethods);
    vi.mocked(startCheckout).mockResolvedValue({ checkoutUrl: 'https://pay.example/checkout/tr_2' });
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'eps-Überweisung' }));
    expect(screen.getByRole('radio', { name: 'eps-Überweisung' })).toHaveProperty('checked', true);
    expect(payButton()).toHaveProperty('disabled', false);
    await act(async () => {
      fireEvent.click(payButton());
    });
    expect(startCheckout).toHaveBeenCalledWith('tok_123', 'eps');
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/tr_2');
  });

  it('says when the chosen method is not offered and lets the patient choose again', async () => {
    vi.mocked(readPaymentLink)
      .mockResolvedValueOnce(withMethods)
      .mockResolvedValue({ view: { ...withMethods.view, methods: withMethods.view.methods.slice(0, 1) } });
    vi.mocked(startCheckout).mockResolvedValue({ refused: 'payments.methodNotOffered' });
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'eps-Überweisung' }));
    await act(async () => {
      fireEvent.click(payButton());
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Diese Zahlungsart wird für diese Zahlung nicht angeboten. Bitte wählen Sie eine der angezeigten Zahlungsarten.',
    );
    // The page offers what the provider offers now; the refused method is gone and nothing is chosen.
    expect(screen.queryByRole('radio', { name: 'eps-Überweisung' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Kreditkarte' })).toHaveProperty('checked', false);
    expect(payButton()).toHaveProperty('disabled', true);
    expect(assign).not.toHaveBeenCalled();
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
