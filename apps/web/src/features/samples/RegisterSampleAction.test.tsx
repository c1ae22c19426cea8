import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { RegisterSampleAction } from './RegisterSampleAction';

const sample = (id: string, barcode: string | null) => ({
  id,
  barcode,
  status: barcode ? 'Registered' : 'NotRegistered',
});

function renderDialog() {
  const environment = createMockEnvironment();
  const sent: Record<string, unknown>[] = [];
  resolveAllOperations(environment, (operation) => {
    const { name } = operation.request.node.params;
    if (name === 'RegisterSampleDialogQuery')
      return MockPayloadGenerator.generate(operation, {
        Order: () => ({
          id: '5',
          status: 'OrderPlaced',
          order_number: 'B-2026-00005',
          bloodSample: sample('5-blood', null),
          dnaSample: sample('5-dna', null),
        }),
      });
    const input = operation.request.variables.input as { barcode: string; type: string };
    sent.push(input);
    if (input.barcode === 'TAKEN')
      return {
        data: null,
        errors: [
          {
            message: 'Validation failed for the field [registerSample].',
            extensions: { validation: { 'input.barcode': ['Der Barcode ist nicht eindeutig'] } },
          },
        ],
      };
    return MockPayloadGenerator.generate(operation, {
      Order: () => ({
        id: '5',
        status: 'BloodSampleRegistered',
        order_number: 'B-2026-00005',
        bloodSample: sample('5-blood', input.barcode),
        dnaSample: sample('5-dna', null),
      }),
    });
  });
  const result = renderScreen(<RegisterSampleAction />, {
    path: '/?action=register_sample&orderId=5',
    environment,
  });
  return { ...result, sent };
}

const finishButton = () => screen.getByRole('button', { name: 'Registrierung abschließen' });
const field = () => screen.getByPlaceholderText('Barcode eingeben oder scannen');

describe('RegisterSampleAction', () => {
  it('confirms, locks, shows the server’s "not unique" on the field and moves on to the DNA sample', async () => {
    const { sent } = renderDialog();
    expect(await screen.findByText(/Blutprobe · B-2026-00005 · Schritt 1 von 2/)).toBeTruthy();
    expect(finishButton()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(screen.getByText('Please provide a valid barcode!')).toBeTruthy();

    fireEvent.change(field(), { target: { value: ' TAKEN ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(field()).toHaveProperty('readOnly', true);
    expect(finishButton()).toHaveProperty('disabled', false);

    await act(async () => fireEvent.click(finishButton()));
    expect(await screen.findByText('Der Barcode ist nicht eindeutig')).toBeTruthy();
    expect(field()).toHaveProperty('readOnly', false);

    fireEvent.change(field(), { target: { value: 'BL-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await act(async () => fireEvent.click(finishButton()));
    expect(sent).toEqual([
      { id: '5', barcode: 'TAKEN', type: 'Blood' },
      { id: '5', barcode: 'BL-1', type: 'Blood' },
    ]);
    expect(await screen.findByText(/DNA-Probe · B-2026-00005 · Schritt 2 von 2/)).toBeTruthy();
    expect(field()).toHaveProperty('value', '');
  });
});
