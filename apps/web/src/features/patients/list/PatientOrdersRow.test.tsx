import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { renderScreen } from '../../../test/renderScreen';
import { PatientOrdersRow } from './PatientOrdersRow';

function renderOrders(orders: unknown[]) {
  const environment = createMockEnvironment();
  const variables: unknown[] = [];
  environment.mock.queueOperationResolver((operation) => {
    variables.push(operation.request.variables);
    return { data: { patient: { id: '7', orders } } };
  });
  renderScreen(
    <table>
      <tbody>
        <PatientOrdersRow patientId="7" columns={6} />
      </tbody>
    </table>,
    { environment },
  );
  return { variables };
}

describe('PatientOrdersRow', () => {
  it("lists the patient's newest orders with number, date, status and gross total", async () => {
    const { variables } = renderOrders([
      {
        id: '2',
        order_number: 'B-1000002',
        created_at: '2026-11-20T09:30:00.000Z',
        status: 'ResultsReady',
        total_price: 349.9,
      },
      {
        id: '1',
        order_number: 'B-1000001',
        created_at: '2026-08-01T12:00:00.000Z',
        status: 'Canceled',
        total_price: 1234.5,
      },
    ]);
    await act(async () => {});
    expect(variables).toEqual([{ id: '7', first: 10 }]);
    expect(screen.getByText('B-1000002')).toBeTruthy();
    expect(screen.getByText('20.11.2026')).toBeTruthy();
    expect(screen.getByText('Ergebnisse verfügbar')).toBeTruthy();
    expect(screen.getByText('349,90 €')).toBeTruthy();
    expect(screen.getByText('Storniert')).toBeTruthy();
    expect(screen.getByText('1.234,50 €')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Bestellnummer',
      'Datum',
      'Status',
      'Gesamtbetrag (brutto)',
    ]);
  });

  it('says so when the patient has no orders yet', async () => {
    renderOrders([]);
    expect(await screen.findByText('Noch keine Bestellungen.')).toBeTruthy();
  });
});
