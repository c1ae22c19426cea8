import { act, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const address = (city: string) => ({
  address: 'Hauptplatz 1',
  zip_code: '8010',
  city,
  state: null,
  country: { id: '14', name_de: 'Österreich', name_en: 'Austria' },
});

const order = {
  id: '42',
  order_number: 'B-2026-00042',
  created_at: '2026-11-20T09:30:00.000Z',
  placed_at: '2026-11-20T10:00:00.000Z',
  status: 'BloodSampleRegistered',
  payment_status: 'Success',
  total_price: 314.91,
  original_price: 349.9,
  discount_amount: 34.99,
  order_email: 'anna@example.com',
  bloodNoiOrder: { id: '9', status: 'SampleRegistered' },
  dnaNoiOrder: { id: '10', status: 'SampleNotRegistered' },
  supplementsNoiOrder: null,
  items: [
    {
      id: '1',
      quantity: 1,
      original_price: 349.9,
      final_price: 314.91,
      resolvedItem: { __typename: 'Bundle', id: '100', name_de: 'Blut-Paket', name_en: 'Blood bundle' },
    },
  ],
  taxes: [{ category: 'Analyses', rate: 20, tax_amount: 52.49 }],
  delivery_address: address('Graz'),
  billing_address: null,
  createdBy: { id: '5', first_name: 'Eva', last_name: 'Ärztin', email: 'eva@praxis.at' },
  patient: {
    id: '7',
    first_name: 'Anna',
    last_name: 'Berger',
    date_of_birth: '1985-04-12',
    height: 168,
    weight: 61.5,
    biological_sex: 'Female',
  },
  noiOrders: [
    {
      id: '9',
      type: 'blood',
      external_order_no: null,
      status_description: 'Probe registriert',
      sent_at: null,
      updated_at: '2026-11-21T08:00:00.000Z',
      sent_data: null,
    },
    {
      id: '10',
      type: 'dna',
      external_order_no: 'B-2026-00042-dna',
      status_description: 'An Labor gesendet',
      sent_at: '2026-11-21T09:00:00.000Z',
      updated_at: '2026-11-21T09:00:00.000Z',
      sent_data: { orderedProducts: [{ productCode: 'dna-nutrigenetics', name: 'Nutrigenetik' }] },
    },
  ],
  noiOrderRegistrationResponses: [
    {
      id: '3',
      status: 200,
      errors: [],
      order_type: 'dna',
      barcode: 'DNA-1',
      received_at: '2026-11-21T09:00:00.000Z',
    },
    {
      id: '2',
      status: 409,
      errors: ['Barcode DUP-7 is already registered.'],
      order_type: 'blood',
      barcode: 'DUP-7',
      received_at: '2026-11-21T08:30:00.000Z',
    },
    {
      id: '1',
      status: 503,
      errors: ['Simulated lab error.'],
      order_type: 'dna',
      barcode: 'DNA-1',
      received_at: '2026-11-21T08:00:00.000Z',
    },
  ],
};

function renderDetails(admin: boolean) {
  const environment = createMockEnvironment();
  const variables: unknown[] = [];
  environment.mock.queueOperationResolver((operation) => {
    variables.push(operation.request.variables);
    return { data: { order: { __typename: 'Order', ...order } } };
  });
  renderScreen(<OrderDetailsDialog orderId="42" admin={admin} onClose={() => {}} />, { environment });
  return { variables };
}

describe('OrderDetailsDialog', () => {
  it('shows number, dates, the statuses of the order and its parts, items, VAT, total and addresses', async () => {
    const { variables } = renderDetails(false);
    await act(async () => {});
    expect(variables).toEqual([{ id: '42', admin: false }]);
    expect(screen.getByText('Auftragsdetails')).toBeTruthy();
    expect(screen.getByText('B-2026-00042')).toBeTruthy();
    expect(screen.getAllByText('20.11.2026').length).toBe(2);
    expect(screen.getByText('Blutprobe registriert (DNA ausstehend)')).toBeTruthy();
    expect(screen.getByText('Zahlung erfolgreich abgeschlossen')).toBeTruthy();
    expect(screen.getByText('Blut')).toBeTruthy();
    expect(screen.getByText('Probe nicht registriert')).toBeTruthy();
    expect(screen.getByText('Blut-Paket')).toBeTruthy();
    expect(screen.getByText('- 34,99 €')).toBeTruthy();
    expect(screen.getByText('52,49 €')).toBeTruthy();
    expect(screen.getAllByText('314,91 €').length).toBe(2);
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    expect(screen.getByText('Keine Adresse angegeben.')).toBeTruthy();
    // Admin extras stay hidden for a doctor.
    expect(screen.queryByText('eva@praxis.at')).toBeNull();
    expect(screen.queryByText('NOI-Aufträge')).toBeNull();
  });

  it("shows admins the doctor, the patient's body data and the lab orders", async () => {
    renderDetails(true);
    await act(async () => {});
    expect(screen.getByText('eva@praxis.at')).toBeTruthy();
    expect(screen.getByText('Eva Ärztin')).toBeTruthy();
    expect(screen.getByText('12.04.1985')).toBeTruthy();
    expect(screen.getByText('168 cm')).toBeTruthy();
    expect(screen.getByText('61.5 kg')).toBeTruthy();
    expect(screen.getByText('weiblich')).toBeTruthy();
    expect(screen.getByText('NOI-Aufträge')).toBeTruthy();
    expect(screen.getAllByText('Probe registriert').length).toBeGreaterThan(0);
    // What the DNA part was sent with, and every answer of the lab: 200 as 'Order Sent', 409 with the barcode.
    expect(screen.getByText('dna-nutrigenetics')).toBeTruthy();
    expect(screen.getByText('Antworten des Labors')).toBeTruthy();
    const sent = screen.getByText('Order Sent');
    expect(sent.closest('.bp6-tag')?.className).toContain('bp6-intent-success');
    expect(screen.getByText('409').closest('.bp6-tag')?.className).toContain('bp6-intent-warning');
    expect(screen.getByText('503').closest('.bp6-tag')?.className).toContain('bp6-intent-danger');
    expect(screen.getByText('DUP-7')).toBeTruthy();
    expect(screen.getByText('Barcode DUP-7 is already registered.')).toBeTruthy();
  });

  it('asks for the lab answers only as an admin', async () => {
    const { variables } = renderDetails(true);
    await act(async () => {});
    expect(variables).toEqual([{ id: '42', admin: true }]);
  });
});
