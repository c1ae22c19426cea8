import { act, fireEvent, screen } from '@testing-library/react';
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
  const { router } = renderScreen(
    <table>
      <tbody>
        <PatientOrdersRow patientId="7" columns={6} />
      </tbody>
    </table>,
    { environment },
  );
  return { variables, router };
}

describe('PatientOrdersRow', () => {
  it("lists the patient's newest orders with number, date, status, payment and gross total", async () => {
    const { variables } = renderOrders([
      {
        id: '2',
        order_number: 'B-2026-00002',
        created_at: '2026-11-20T09:30:00.000Z',
        status: 'ResultsReady',
        payment_status: 'Success',
        total_price: 349.9,
        isCancelable: false,
        invoiceDownloadIsDisabled: false,
        invoice: { id: '5', number: 'RE-2026-00001' },
      },
      {
        id: '1',
        order_number: 'B-2026-00001',
        created_at: '2026-08-01T12:00:00.000Z',
        status: 'Canceled',
        payment_status: 'Canceled',
        total_price: 1234.5,
        isCancelable: false,
        invoiceDownloadIsDisabled: true,
        invoice: null,
      },
      {
        id: '3',
        order_number: null,
        created_at: '2026-11-21T08:00:00.000Z',
        status: 'Draft',
        payment_status: null,
        total_price: 89,
        isCancelable: true,
        invoiceDownloadIsDisabled: true,
        invoice: null,
      },
    ]);
    await act(async () => {});
    expect(variables).toEqual([{ id: '7', first: 10 }]);
    expect(screen.getByText('B-2026-00002')).toBeTruthy();
    expect(screen.getByText('Zahlung erfolgreich abgeschlossen')).toBeTruthy();
    expect(screen.getByText('Zahlung storniert')).toBeTruthy();
    // A draft has no number yet.
    expect(screen.getAllByText('Entwurf').length).toBe(2);
    expect(screen.getByText('20.11.2026')).toBeTruthy();
    expect(screen.getByText('Ergebnisse verfügbar')).toBeTruthy();
    expect(screen.getByText('349,90 €')).toBeTruthy();
    expect(screen.getByText('Storniert')).toBeTruthy();
    expect(screen.getByText('1.234,50 €')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Bestellnummer',
      'Datum',
      'Status',
      'Zahlung',
      'Gesamtbetrag (brutto)',
      'Proben',
      '',
    ]);
    // The options menu of each order (details; delete while cancelable).
    expect(screen.getAllByRole('button', { name: 'Optionen' }).length).toBe(3);
  });

  it('offers the invoice once its PDF exists and cancelling while the order is cancelable', async () => {
    renderOrders([
      {
        id: '2',
        order_number: 'B-2026-00002',
        created_at: '2026-11-20T09:30:00.000Z',
        status: 'OrderPlaced',
        payment_status: 'Pending',
        total_price: 349.9,
        isCancelable: true,
        invoiceDownloadIsDisabled: true,
        invoice: null,
      },
    ]);
    await act(async () => {});
    await act(async () => screen.getByRole('button', { name: 'Optionen' }).click());
    const invoice = await screen.findByText('Rechnung herunterladen');
    expect(invoice.closest('a')?.getAttribute('aria-disabled')).toBe('true');
    // No final invoice before the order is supplied.
    expect(screen.queryByText('Schlussrechnung herunterladen')).toBeNull();
    const cancel = screen.getByText('Bestellung stornieren');
    expect(cancel.closest('a')?.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('offers the final invoice of a supplied order beside its prepayment invoice', async () => {
    renderOrders([
      {
        id: '2',
        order_number: 'B-2026-00002',
        created_at: '2026-11-20T09:30:00.000Z',
        status: 'ResultsReady',
        payment_status: 'Success',
        total_price: 349.9,
        isCancelable: false,
        invoiceDownloadIsDisabled: false,
        invoice: { id: '5', number: 'RE-2026-00001' },
        finalInvoice: { id: '6', number: 'SR-2026-00001', pdfStatus: 'Ready' },
      },
    ]);
    await act(async () => {});
    await act(async () => screen.getByRole('button', { name: 'Optionen' }).click());
    const final = await screen.findByText('Schlussrechnung herunterladen');
    expect(final.closest('a')?.getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByText('Rechnung herunterladen').closest('a')?.getAttribute('aria-disabled')).not.toBe(
      'true',
    );
  });

  it('links a sample without a barcode to its registration, disabled for a cancelled order', async () => {
    const order = {
      created_at: '2026-11-20T09:30:00.000Z',
      payment_status: 'Pending',
      total_price: 349.9,
      isCancelable: true,
      invoiceDownloadIsDisabled: true,
      invoice: null,
    };
    const { router } = renderOrders([
      {
        ...order,
        id: '2',
        order_number: 'B-2026-00002',
        status: 'DnaSampleRegistered',
        bloodSample: { id: '2-blood', status: 'NotRegistered', barcode: null },
        dnaSample: { id: '2-dna', status: 'Registered', barcode: 'DNA-1' },
      },
      {
        ...order,
        id: '1',
        order_number: 'B-2026-00001',
        status: 'Canceled',
        bloodSample: null,
        dnaSample: { id: '1-dna', status: 'NotRegistered', barcode: null },
      },
    ]);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'DNA-Probe registrieren' })).toHaveProperty('disabled', true);
    const blood = screen.getByRole('button', { name: 'Blutprobe registrieren' });
    expect(blood).toHaveProperty('disabled', false);

    fireEvent.click(blood);
    expect(router.state.location.search).toBe('?action=register_sample&orderId=2&type=BLOOD');
  });

  it('says so when the patient has no orders yet', async () => {
    renderOrders([]);
    expect(await screen.findByText('Noch keine Bestellungen.')).toBeTruthy();
  });
});
