import { act, fireEvent, screen } from '@testing-library/react';
import { type Toaster } from '@blueprintjs/core';
import { describe, expect, it, vi } from 'vitest';
import { registerToaster } from '../../shared/toast/toast';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { RegisterSampleAction } from './RegisterSampleAction';

const sample = (id: string, barcode: string | null) => ({
  id,
  barcode,
  status: barcode ? 'Registered' : 'NotRegistered',
});

function renderDialog(orderStatus = 'OrderPlaced', withSamples = true) {
  const environment = createMockEnvironment();
  const sent: Record<string, unknown>[] = [];
  resolveAllOperations(environment, (operation) => {
    const { name } = operation.request.node.params;
    if (name === 'RegisterSampleDialogQuery')
      return MockPayloadGenerator.generate(operation, {
        Order: () => ({
          id: '5',
          status: orderStatus,
          order_number: 'B-2026-00005',
          bloodSample: withSamples ? sample('5-blood', null) : null,
          dnaSample: withSamples ? sample('5-dna', null) : null,
        }),
      });
    const input = operation.request.variables.input as { barcode: string; type: string };
    sent.push(input);
    if (input.barcode === 'USED')
      return {
        data: null,
        errors: [
          {
            message: 'Validation failed for the field [registerSample].',
            extensions: {
              validation: { 'input.barcode': ['Dieser Barcode wurde bereits benutzt'] },
              reasons: { 'input.barcode': ['samples.barcodeAlreadyUsed'] },
            },
          },
        ],
      };
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

  it('shows the spec’s "Dieser Barcode wurde bereits benutzt" for a barcode this order already used', async () => {
    renderDialog();
    expect(await screen.findByText(/Blutprobe · B-2026-00005/)).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'USED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await act(async () => fireEvent.click(finishButton()));
    expect(await screen.findByText('Dieser Barcode wurde bereits benutzt')).toBeTruthy();
    expect(screen.queryByText('Der Barcode ist nicht eindeutig')).toBeNull();
    expect(field()).toHaveProperty('readOnly', false);
  });

  it('toasts the spec’s "select order" for an order without a sample', async () => {
    const toaster = { show: vi.fn<Toaster['show']>(), dismiss: vi.fn(), clear: vi.fn(), getToasts: vi.fn() };
    registerToaster(toaster);
    renderDialog('OrderPlaced', false);
    await act(async () => {});
    await vi.waitFor(() =>
      expect(toaster.show.mock.calls.map(([props]) => props.message)).toContain('select order'),
    );
  });
});
