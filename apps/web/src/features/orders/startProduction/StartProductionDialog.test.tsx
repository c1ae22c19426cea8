import { act, fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { StartProductionDialog } from './StartProductionDialog';

interface Part {
  status: string;
  recipe: { approved_at: string | null; start_when_ready: boolean } | null;
}

function renderDialog(part: Part) {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const answer = (name: string, variables: Record<string, unknown>) => {
    operations.push({ name, variables });
    if (name === 'StartProductionDialogQuery')
      return { data: { order: { id: '42', supplementsNoiOrder: { id: '30', ...part } } } };
    return {
      data: {
        startProductionImmediately: {
          id: '30',
          status: part.status,
          status_description: 'Ärztliche Überprüfung der Rezeptur',
          recipe: { approved_at: '2026-11-24T10:00:00.000Z', start_when_ready: part.recipe === null },
        },
      },
    };
  };
  const queue = () =>
    environment.mock.queueOperationResolver((operation) => {
      const result = answer(operation.request.node.params.name, operation.request.variables);
      queue();
      return result;
    });
  queue();
  const onClose = vi.fn();
  renderScreen(<StartProductionDialog orderId="42" onClose={onClose} />, { environment });
  return { operations, onClose };
}

const confirmButton = () => screen.queryByRole('button', { name: 'Produktion starten' });

describe('StartProductionDialog', () => {
  it('approves a reviewed recipe and returns to the order details', async () => {
    const { operations, onClose } = renderDialog({
      status: 'Delayed',
      recipe: { approved_at: null, start_when_ready: false },
    });
    expect(await screen.findByText(/Sie geben die geprüfte Rezeptur frei/)).toBeTruthy();
    expect(
      screen.queryByText('Die Produktion startet erst, wenn die Analysen abgeschlossen sind.'),
    ).toBeNull();
    await act(async () => fireEvent.click(confirmButton() as HTMLElement));
    expect(operations.at(-1)).toEqual({
      name: 'useStartProductionImmediatelyMutation',
      variables: { supplementsNoiOrderId: '30' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('warns that production waits for the analyses while the results are pending', async () => {
    const { operations } = renderDialog({ status: 'WaitingForResults', recipe: null });
    const warning = await screen.findByText(
      'Die Produktion startet erst, wenn die Analysen abgeschlossen sind.',
    );
    expect(warning.closest('.bp6-callout')?.className).toContain('bp6-intent-warning');
    await act(async () => fireEvent.click(confirmButton() as HTMLElement));
    expect(operations.at(-1)?.name).toBe('useStartProductionImmediatelyMutation');
  });

  it('offers no start for a paused subscription opened by link, and says why', async () => {
    const { operations } = renderDialog({ status: 'Paused', recipe: null });
    expect(
      await screen.findByText('Das Abo ist pausiert; die Produktion kann erst nach dem Fortsetzen starten.'),
    ).toBeTruthy();
    expect(confirmButton()).toBeNull();
    expect(operations.map((operation) => operation.name)).toEqual(['StartProductionDialogQuery']);
  });

  it('offers no start for a part past production', async () => {
    renderDialog({ status: 'OrderShipped', recipe: { approved_at: null, start_when_ready: false } });
    expect(
      await screen.findByText('Für diese Bestellung kann die Produktion nicht gestartet werden.'),
    ).toBeTruthy();
    expect(confirmButton()).toBeNull();
  });
});
