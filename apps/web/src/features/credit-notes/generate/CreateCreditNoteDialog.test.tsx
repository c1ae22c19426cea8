import { act, fireEvent, screen, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { CreateCreditNoteAction } from './CreateCreditNoteAction';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../shared/toast/toast', () => ({ toast }));

const openFee = (id: string, amount: number, isEditable = true) => ({
  id,
  amount,
  isEditable,
  order: {
    order_number: `B-2026-0000${id}`,
    created_at: '2026-11-02T09:00:00.000Z',
    patient: { first_name: 'Anna', last_name: `Muster${id}` },
  },
});

function renderAction(fees: unknown[], path: string) {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    const name = operation.request.node.operation.name;
    operations.push({ name, variables: operation.request.variables });
    if (name === 'OpenFeesPreviewQuery') return { data: { consultingFees: { data: fees } } };
    if (name === 'useCreditNoteDoctorsQuery') return { data: { doctors: [] } };
    return null;
  });
  const onGenerated = vi.fn();
  const result = renderScreen(<CreateCreditNoteAction onGenerated={onGenerated} />, {
    path,
    route: '/admin/therapists/credit-notes',
    environment,
  });
  return { ...result, environment, operations, onGenerated };
}

// The dialog loads lazily; loaded once here, it opens in the tests without waiting for its code.
beforeAll(async () => {
  await import('./CreateCreditNoteDialog');
}, 60_000);

describe('the create credit note dialog', () => {
  afterEach(() => vi.clearAllMocks());

  it('opens by URL for the doctor, shows the fees it collects, and generates the credit note', async () => {
    const { environment, operations, onGenerated, router } = renderAction(
      [openFee('1', 25), openFee('2', 12.5), openFee('3', 40, false)],
      '/admin/therapists/credit-notes?action=create_credit_note&doctorId=4&doctorName=Dr.%20Julia%20Weber',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gutschrift erstellen' });
    expect(within(dialog).getByText('Dr. Julia Weber')).toBeTruthy();
    expect(await within(dialog).findByText('Offene Honorare: 37,50 €')).toBeTruthy();
    expect(within(dialog).getByText('Anna Muster1')).toBeTruthy();
    expect(within(dialog).queryByText('Anna Muster3')).toBeNull();
    expect(operations.find((op) => op.name === 'OpenFeesPreviewQuery')?.variables).toEqual({
      doctorId: '4',
      first: 1000,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gutschrift erstellen' }));
    let sent: { name: string; variables: Record<string, unknown> } | null = null;
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => {
        sent = { name: operation.request.node.operation.name, variables: operation.request.variables };
        return {
          data: {
            generateCreditNote: {
              id: '9',
              number: 'GS-2026-000009',
              amount: 37.5,
              doctor: { id: '31', openConsultingFeeAmount: 0 },
            },
          },
        };
      }),
    );
    expect(sent).toEqual({ name: 'useGenerateCreditNoteMutation', variables: { doctorId: '4' } });
    expect(toast.success).toHaveBeenCalledWith(
      'Die Gutschrift GS-2026-000009 über 37,50\u00a0€ wurde erstellt.',
    );
    expect(onGenerated).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('does not generate for a doctor without open fees, and says why', async () => {
    renderAction(
      [openFee('3', 40, false)],
      '/admin/therapists/credit-notes?action=create_credit_note&doctorId=4&doctorName=Dr.%20Julia%20Weber',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gutschrift erstellen' });
    expect(
      await within(dialog).findAllByText('Diese/-r Therapeut/-in hat keine offenen Beratungshonorare.'),
    ).not.toHaveLength(0);
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Gutschrift erstellen' }).disabled,
    ).toBe(true);
  });

  it('asks for a doctor when opened without one', async () => {
    const { operations } = renderAction([], '/admin/therapists/credit-notes?action=create_credit_note');
    const dialog = await screen.findByRole('dialog', { name: 'Gutschrift erstellen' });
    expect(await within(dialog).findByText('Therapeut/-in wählen')).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Gutschrift erstellen' }).disabled,
    ).toBe(true);
    expect(operations.map((op) => op.name)).not.toContain('OpenFeesPreviewQuery');
  });

  it('shows nothing for another action', () => {
    renderAction([], '/admin/therapists/credit-notes?action=export');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
