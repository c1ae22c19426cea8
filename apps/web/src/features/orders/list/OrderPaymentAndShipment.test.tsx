import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../shared/toast/toast';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { OrdersListPage } from './OrdersListPage';

const baseOrder = {
  id: '4',
  order_number: 'B-2026-00004',
  created_at: '2026-11-20T09:30:00.000Z',
  status: 'OrderPlaced',
  payment_status: 'Pending',
  total_price: 349.9,
  isCancelable: true,
  consultationDue: false,
  shipment_carrier: null,
  shipment_number: null,
  shipment_tracking_url: null,
  patient: { id: '7', first_name: 'Anna', last_name: 'Berger' },
  bloodSample: null,
  dnaSample: null,
};

function renderPage(order: Record<string, unknown>) {
  const environment = createMockEnvironment();
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation) => {
    const name = operation.request.node.params.name;
    requests.push({ name, variables: operation.request.variables });
    if (name === 'OrdersListPageQuery') return { data: { patients: { paginatorInfo: { total: 1 } } } };
    if (name === 'ResendPaymentLinkAlertMutation')
      return { data: { resendPaymentLink: { id: order.id, payment_status: 'Pending' } } };
    return {
      data: { orders: { paginatorInfo: { total: 1, lastPage: 1 }, data: [{ ...baseOrder, ...order }] } },
    };
  });
  renderScreen(<OrdersListPage />, { path: '/orders', route: '/orders', environment });
  return { requests };
}

async function openMenu() {
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name: 'Optionen' }));
  return screen.findByRole('menuitem', { name: 'Zahlungslink erneut senden' });
}

describe("the doctor's 'resend payment link'", () => {
  it('asks, resends the link of an unpaid order and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const { requests } = renderPage({ payment_status: 'Expired' });
    const item = await openMenu();
    expect(item.getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(item);
    expect(await screen.findByText(/Den Zahlungslink für Auftrag B-2026-00004 erneut/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungslink senden' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Der Zahlungslink für Auftrag B-2026-00004 wurde erneut gesendet.',
      ),
    );
    expect(requests.filter((request) => request.name === 'ResendPaymentLinkAlertMutation')).toEqual([
      { name: 'ResendPaymentLinkAlertMutation', variables: { orderId: '4' } },
    ]);
  });

  it.each([
    ['Success', 'Der Auftrag ist bereits bezahlt.'],
    ['Canceled', 'Der Auftrag ist storniert.'],
  ])('is disabled when the payment is %s, saying why', async (payment_status, why) => {
    const { requests } = renderPage({ payment_status });
    const item = await openMenu();
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTitle(why)).toBeTruthy();
    fireEvent.click(item);
    await act(async () => {});
    expect(screen.queryByText(/erneut an die Auftrags-E-Mail senden/)).toBeNull();
    expect(requests.some((request) => request.name === 'ResendPaymentLinkAlertMutation')).toBe(false);
  });
});

describe('the shipment in the orders list', () => {
  it("links the tracking number to the carrier's page", async () => {
    const url =
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557';
    renderPage({
      status: 'OrderShipped',
      shipment_carrier: 'DHL',
      shipment_number: '00340434161094042557',
      shipment_tracking_url: url,
    });
    const link = await screen.findByRole('link', { name: 'DHL 00340434161094042557' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the number without a link for a carrier without a tracking page', async () => {
    renderPage({ status: 'OrderShipped', shipment_carrier: 'Kurier Huber', shipment_number: 'KH-4711' });
    expect(await screen.findByText('Kurier Huber KH-4711')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /KH-4711/ })).toBeNull();
  });
});
