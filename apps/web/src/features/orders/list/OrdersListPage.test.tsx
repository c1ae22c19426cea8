import { act, fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
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
  environment.mock.queueOperationResolver(resolve);
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
});
