import { act, fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { OrdersListPage } from './OrdersListPage';

function renderPage(patientsTotal: number, orders: unknown[], path = '/orders') {
  const environment = createMockEnvironment();
  const requests: { name: string; variables: unknown }[] = [];
  const resolve = (
    operation: Parameters<Parameters<typeof environment.mock.queueOperationResolver>[0]>[0],
  ) => {
    requests.push({ name: operation.request.node.params.name, variables: operation.request.variables });
    return operation.request.node.params.name === 'OrdersListPageQuery'
      ? { data: { patients: { paginatorInfo: { total: patientsTotal } } } }
      : {
          data: {
            orders: {
              paginatorInfo: { total: orders.length, lastPage: 1 },
              data: orders,
            },
          },
        };
  };
  resolveAllOperations(environment, resolve);
  renderScreen(<OrdersListPage />, { path, route: '/orders', environment });
  return { requests };
}

describe('OrdersListPage', () => {
  it('shows the empty state and disables New Order while the doctor has no patients', async () => {
    renderPage(0, []);
    await act(async () => {});
    expect(screen.getByText('Noch keine Patienten.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erstellen' }));
    const newOrder = await screen.findByRole('menuitem', { name: 'Neuer Auftrag' });
    expect(newOrder.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Neuer Patient' }).getAttribute('aria-disabled')).not.toBe(
      'true',
    );
  });

  it('offers the registration of a sample without a barcode in the order row', async () => {
    renderPage(1, [
      {
        id: '4',
        order_number: 'B-2026-00004',
        created_at: '2026-11-20T09:30:00.000Z',
        status: 'OrderPlaced',
        payment_status: 'Pending',
        total_price: 349.9,
        isCancelable: true,
        patient: { id: '7', first_name: 'Anna', last_name: 'Berger' },
        bloodSample: { id: '4-blood', status: 'NotRegistered', barcode: null },
        dnaSample: { id: '4-dna', status: 'NotRegistered', barcode: null },
      },
    ]);
    await act(async () => {});
    expect(screen.getByRole('columnheader', { name: 'Proben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Blutprobe registrieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DNA-Probe registrieren' })).toBeTruthy();
  });
});
