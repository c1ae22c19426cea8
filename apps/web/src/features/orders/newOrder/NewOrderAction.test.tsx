import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { RegisterSampleAction } from '../../samples/RegisterSampleAction';
import { NewOrderAction } from './NewOrderAction';
import { type NewOrderModalProps } from './NewOrderModal';

// The wizard has its own tests; here it only places order 5 and answers as the API's placeOrder does, which
// leaves the lab parts out of its payload (they are written after the order it returns was read).
vi.mock('./NewOrderModal', () => ({
  NewOrderModal: ({ onPlaced }: NewOrderModalProps) => (
    <button onClick={() => void onPlaced({ id: '5', order_number: 'B-2026-00005' })}>Auftrag erteilen</button>
  ),
}));

const sample = (id: string) => ({ id, barcode: null, status: 'NotRegistered' });

function renderAfterPlacing(samples: { bloodSample: unknown; dnaSample: unknown }) {
  const environment = createMockEnvironment();
  const operations: string[] = [];
  resolveAllOperations(environment, (operation) => {
    operations.push(operation.request.node.params.name);
    return MockPayloadGenerator.generate(operation, {
      Order: () => ({ id: '5', status: 'OrderPlaced', order_number: 'B-2026-00005', ...samples }),
    });
  });
  const result = renderScreen(
    <>
      <NewOrderAction />
      <RegisterSampleAction />
    </>,
    { path: '/patients?page=2&action=new_order&patientId=7', environment },
  );
  return { ...result, operations };
}

// The dialogs load lazily; loaded once here, they open in the tests without waiting for their code.
beforeAll(async () => {
  await import('./NewOrderModal');
  await import('../../samples/RegisterSampleDialog');
}, 60_000);

describe('NewOrderAction', () => {
  it('opens sample registration right after placing, in place of the new-order modal', async () => {
    const { router } = renderAfterPlacing({ bloodSample: sample('5-blood'), dnaSample: sample('5-dna') });
    const place = await screen.findByRole('button', { name: 'Auftrag erteilen' });
    await act(async () => fireEvent.click(place));

    expect(await screen.findByText('Blutprobe · B-2026-00005 · Schritt 1 von 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Auftrag erteilen' })).toBeNull();
    expect(router.state.location.search).toBe('?page=2&action=register_sample&orderId=5');
  });

  it('names the only sample of the order', async () => {
    const { router } = renderAfterPlacing({ bloodSample: null, dnaSample: sample('5-dna') });
    const place = await screen.findByRole('button', { name: 'Auftrag erteilen' });
    await act(async () => fireEvent.click(place));

    expect(await screen.findByText('DNA-Probe · B-2026-00005')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2&action=register_sample&orderId=5&type=DNA');
  });

  it('just closes after placing an order without samples (supplements only)', async () => {
    const { router } = renderAfterPlacing({ bloodSample: null, dnaSample: null });
    const place = await screen.findByRole('button', { name: 'Auftrag erteilen' });
    await act(async () => fireEvent.click(place));

    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
