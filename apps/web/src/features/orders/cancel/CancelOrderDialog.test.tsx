import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { renderScreen } from '../../../test/renderScreen';
import { CancelOrderDialog } from './CancelOrderDialog';

const downloadFile = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../http/download', () => ({ downloadFile }));

interface OrderData {
  payment_status: string;
  isCancelable: boolean;
}

function renderDialog(order: OrderData, storno: { id: string; number: string } | null = null) {
  const environment = createMockEnvironment();
  const operations: string[] = [];
  const answer = (name: string) => {
    operations.push(name);
    if (name === 'CancelOrderDialogQuery')
      return { data: { order: { id: '9', order_number: 'B-2026-00009', ...order } } };
    return {
      data: {
        cancelOrder: {
          id: '9',
          status: 'Canceled',
          payment_status: order.payment_status === 'Success' ? 'Success' : 'Canceled',
          isCancelable: false,
          invoiceDownloadIsDisabled: storno === null,
          invoice: storno
            ? { id: '4', number: 'RE-2026-00004', status: 'Canceled', isCancelable: false }
            : null,
          storno,
        },
      },
    };
  };
  environment.mock.queueOperationResolver((operation) => answer(operation.request.node.operation.name));
  const onClose = vi.fn();
  renderScreen(<CancelOrderDialog orderId="9" onClose={onClose} />, { environment });
  /** Answers the mutation the dialog sent. */
  const resolveMutation = () =>
    act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        answer(operation.request.node.operation.name),
      ),
    );
  return { onClose, operations, resolveMutation };
}

describe('CancelOrderDialog', () => {
  beforeEach(() => downloadFile.mockClear());

  it('tells that an order in the lab cannot be cancelled, and offers no cancel', async () => {
    renderDialog({ payment_status: 'Success', isCancelable: false });
    expect(
      await screen.findByText(
        'Die Bestellung kann nicht mehr storniert werden, da sie bereits im Labor eingetroffen ist.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull();
  });

  it('cancels a paid order and downloads its storno', async () => {
    const { onClose, operations, resolveMutation } = renderDialog(
      { payment_status: 'Success', isCancelable: true },
      { id: '5', number: 'ST-2026-00001' },
    );
    expect(
      await screen.findByText('Möchten Sie die Bestellung B-2026-00009 wirklich stornieren?'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bestellung stornieren' })));
    await resolveMutation();
    expect(operations).toEqual(['CancelOrderDialogQuery', 'useCancelOrderMutation']);
    expect(downloadFile).toHaveBeenCalledWith('/api/orders/9/download-storno-pdf', 'ST-2026-00001.pdf');
    expect(onClose).toHaveBeenCalled();
  });

  it('cancels an unpaid order without a download', async () => {
    const { onClose, resolveMutation } = renderDialog({ payment_status: 'Pending', isCancelable: true });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Bestellung stornieren' })),
    );
    await resolveMutation();
    expect(downloadFile).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
