import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderScreen } from '../../../../test/renderScreen';
import { toast } from '../../../../shared/toast/toast';
import { AdminOrderDialogs } from './AdminOrderDialogs';

afterEach(() => vi.restoreAllMocks());

function renderAt(query: string, order: { payment_status: string } = { payment_status: 'Pending' }) {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  // Each queued answer serves one operation: the dialog's order query, then its mutation.
  for (let answers = 0; answers < 2; answers++)
    environment.mock.queueOperationResolver((operation) => {
      operations.push({
        name: operation.request.node.operation.name,
        variables: operation.request.variables,
      });
      return MockPayloadGenerator.generate(operation, {
        Order: () => ({ id: '9', order_number: 'B-2026-00009', total_price: 249.9, ...order }),
        ConsultingFee: () => ({ id: '3', amount: 20, isEditable: true }),
      });
    });
  const onChanged = vi.fn();
  const screenResult = renderScreen(<AdminOrderDialogs onChanged={onChanged} />, {
    path: `/admin/orders?${query}`,
    environment,
  });
  return { ...screenResult, operations, onChanged };
}

describe('AdminOrderDialogs', () => {
  it('marks an open order paid, tells so and closes, dropping the parameters', async () => {
    const success = vi.spyOn(toast, 'success');
    const { router, operations, onChanged } = renderAt('action=mark_as_paid&orderId=9&page=2');
    expect(await screen.findByText(/Auftrag B-2026-00009 \(249,90/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Als bezahlt markieren' })));
    expect(operations.map((op) => op.name)).toContain('useAdminOrderMutationsMarkAsPaidMutation');
    expect(operations.at(-1)?.variables).toEqual({ id: '9' });
    expect(success).toHaveBeenCalledWith('Auftrag B-2026-00009 wurde als bezahlt markiert.');
    expect(onChanged).toHaveBeenCalled();
    expect(router.state.location.search).toBe('?page=2');
  });

  it.each([
    ['Success', 'Der Auftrag ist bereits bezahlt.'],
    ['Canceled', 'Der Auftrag ist storniert.'],
  ])('offers no resend for a %s payment and says why', async (payment_status, why) => {
    renderAt('action=resend_payment_link&orderId=9', { payment_status });
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zahlungslink senden' })).toBeNull();
  });

  it('checks the consulting fee amount before sending it: required, not negative, step 0.01', async () => {
    const { operations } = renderAt(
      'action=edit_consulting_fee&orderId=9&consultingFeeId=3&currentAmount=12.5',
    );
    expect(await screen.findByText('Aktueller Betrag: 12,50 €')).toBeTruthy();
    const input = screen.getByLabelText('Neuer Betrag (€)');
    const save = screen.getByRole('button', { name: 'Speichern' });
    for (const [value, message] of [
      ['', 'Bitte geben Sie einen Betrag ein.'],
      ['-1', 'Der Betrag darf nicht negativ sein.'],
      ['1.234', 'Der Betrag darf höchstens zwei Nachkommastellen haben.'],
    ]) {
      fireEvent.change(input, { target: { value } });
      await act(async () => fireEvent.click(save));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(operations).toEqual([]);
  });

  it('saves a new consulting fee amount', async () => {
    const success = vi.spyOn(toast, 'success');
    const { operations, router } = renderAt(
      'action=edit_consulting_fee&orderId=9&consultingFeeId=3&currentAmount=12.5',
    );
    const input = await screen.findByLabelText('Neuer Betrag (€)');
    fireEvent.change(input, { target: { value: '20' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(operations.at(-1)).toEqual({
      name: 'useAdminOrderMutationsUpdateConsultingFeeMutation',
      variables: { orderId: '9', amount: 20 },
    });
    expect(success).toHaveBeenCalledWith('Das Beratungshonorar wurde auf 20,00\u00a0€ geändert.');
    expect(router.state.location.search).toBe('');
  });

  it('asks to reopen a cancel-invoice link without its invoice', async () => {
    renderAt('action=cancel_invoice&orderId=9');
    expect(
      await screen.findByText(
        'Zu diesem Link gehört keine Rechnung. Bitte öffnen Sie die Aktion erneut aus der Liste.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rechnung stornieren' })).toBeNull();
  });
});
