import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../shared/toast/toast';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { OrdersListPage } from './OrdersListPage';

const order = {
  id: '4',
  order_number: 'B-2026-00004',
  created_at: '2026-11-20T09:30:00.000Z',
  status: 'OrderPlaced',
  payment_status: 'Success',
  total_price: 349.9,
  isCancelable: false,
  shipment_carrier: null,
  shipment_number: null,
  shipment_tracking_url: null,
  patient: { id: '7', first_name: 'Anna', last_name: 'Berger' },
  bloodSample: null,
  dnaSample: null,
};

type Answer = (variables: Record<string, unknown>) => unknown;

function renderPage(consultationDue: boolean, answer: Answer = () => ({})) {
  const environment = createMockEnvironment();
  const calls: Record<string, unknown>[] = [];
  resolveAllOperations(environment, (operation) => {
    const name = operation.request.node.params.name;
    if (name === 'OrdersListPageQuery') return { data: { patients: { paginatorInfo: { total: 1 } } } };
    if (name === 'DocumentConsultationDialogMutation') {
      calls.push(operation.request.variables);
      return answer(operation.request.variables);
    }
    return {
      data: { orders: { paginatorInfo: { total: 1, lastPage: 1 }, data: [{ ...order, consultationDue }] } },
    };
  });
  renderScreen(<OrdersListPage />, { path: '/orders', route: '/orders', environment });
  return calls;
}

async function openMenu() {
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name: 'Optionen' }));
  await screen.findByRole('menuitem', { name: 'Auftragsdetails' });
}

const documented = {
  data: {
    documentConsultation: {
      id: '4',
      consultationDue: false,
      consultingFee: { id: '9', amount: 25, consulted_on: '2026-12-01' },
    },
  },
};

describe("the practice's 'document consultation'", () => {
  it('is offered only while the order waits for it', async () => {
    renderPage(false);
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Beratung dokumentieren' })).toBeNull();
  });

  it('sends the date and the note and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = renderPage(true, () => documented);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Beratung dokumentieren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Datum der Beratung'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Notiz (optional)'), {
      target: { value: ' Befundbesprechung ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beratung dokumentieren' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Die Beratung zu Auftrag B-2026-00004 ist dokumentiert.'),
    );
    expect(calls).toEqual([{ orderId: '4', consultedOn: '2026-12-01', note: 'Befundbesprechung' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message under the date and stays open", async () => {
    const calls = renderPage(true, () => ({
      data: null,
      errors: [
        {
          message: 'Validation failed',
          extensions: {
            validation: { consultedOn: ['Das Datum der Beratung darf nicht in der Zukunft liegen.'] },
          },
        },
      ],
    }));
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Beratung dokumentieren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beratung dokumentieren' }));
    expect(
      await within(dialog).findByText('Das Datum der Beratung darf nicht in der Zukunft liegen.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
