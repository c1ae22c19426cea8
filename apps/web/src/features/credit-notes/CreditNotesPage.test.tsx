import { act, fireEvent, screen, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { CreditNotesPage } from './CreditNotesPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../shared/toast/toast', () => ({ toast }));
const downloadCreditNote = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./downloadCreditNote', () => ({ downloadCreditNote }));

const doctor = { id: '31', name: 'Dr. Julia Weber', email: 'julia@example.com', doctor: { id: '4' } };
const fee = (id: string, status: string) => ({
  id,
  amount: 25,
  status,
  order: {
    id: `o${id}`,
    order_number: `B-2026-0000${id}`,
    created_at: '2026-11-02T09:00:00.000Z',
    patient: { first_name: 'Anna', last_name: 'Muster' },
    partnershipModel: { name: 'Beratungshonorar' },
  },
});
const unpaid = {
  id: '8',
  number: 'GS-2026-000008',
  amount: 1234.5,
  status: 'Unpaid',
  paid_at: null,
  generated_at: '2026-11-20T10:00:00.000Z',
  doctor,
  consultingFees: [fee('1', 'Unpaid')],
};
const paid = {
  ...unpaid,
  id: '7',
  number: 'GS-2026-000007',
  amount: 25,
  status: 'Paid',
  paid_at: '2026-11-21T10:00:00.000Z',
  consultingFees: [fee('2', 'Paid')],
};

function renderPage(creditNotes: unknown[], path = '/admin/therapists/credit-notes') {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    const name = operation.request.node.operation.name;
    operations.push({ name, variables: operation.request.variables });
    if (name === 'CreditNotesResultsQuery')
      return {
        data: {
          creditNotes: {
            paginatorInfo: { total: creditNotes.length, lastPage: 1 },
            data: creditNotes,
          },
        },
      };
    if (name === 'useCreditNoteDoctorsQuery')
      return { data: { doctors: [{ ...doctor, openConsultingFeeAmount: 0 }] } };
    return null;
  });
  renderScreen(<CreditNotesPage />, { path, route: '/admin/therapists/credit-notes', environment });
  return { environment, operations };
}

describe('CreditNotesPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists credit notes newest first with doctor, euro amount, dates and the paid tag', async () => {
    const { operations } = renderPage([unpaid, paid]);
    const row = (await screen.findByText('GS-2026-000008')).closest('tr')!;
    expect(within(row).getByText('Dr. Julia Weber')).toBeTruthy();
    expect(within(row).getByText('julia@example.com')).toBeTruthy();
    expect(within(row).getByText('1.234,50 €')).toBeTruthy();
    expect(within(row).getByText('20.11.2026')).toBeTruthy();
    expect(within(row).getByText('Offen')).toBeTruthy();
    const paidRow = screen.getByText('GS-2026-000007').closest('tr')!;
    expect(within(paidRow).getByText('Bezahlt')).toBeTruthy();
    expect(within(paidRow).getByText('21.11.2026')).toBeTruthy();
    expect(screen.getByText('Seite 1 von 1 (2 Gutschriften)')).toBeTruthy();
    // Page 1 of 10 (the screen's first page is the API's page 1), unfiltered.
    expect(operations.find((op) => op.name === 'CreditNotesResultsQuery')?.variables).toEqual({
      first: 10,
      page: 1,
      doctorId: null,
      status: null,
    });
  });

  it('passes the filters from the URL to the query', async () => {
    const { operations } = renderPage(
      [paid],
      '/admin/therapists/credit-notes?byDoctorId=4&status=Paid&page=2',
    );
    await screen.findByText('GS-2026-000007');
    expect(operations.find((op) => op.name === 'CreditNotesResultsQuery')?.variables).toEqual({
      first: 10,
      page: 2,
      doctorId: '4',
      status: 'Paid',
    });
  });

  it('expands a row to its fee lines', async () => {
    renderPage([unpaid]);
    const row = (await screen.findByText('GS-2026-000008')).closest('tr')!;
    expect(screen.queryByText('B-2026-00001')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Honorare anzeigen' }));
    const fees = screen.getByText('B-2026-00001').closest('tr')!;
    expect(within(fees).getByText('02.11.2026')).toBeTruthy();
    expect(within(fees).getByText('Anna Muster')).toBeTruthy();
    expect(within(fees).getByText('Beratungshonorar')).toBeTruthy();
    expect(within(fees).getByText('25,00 €')).toBeTruthy();
    expect(within(fees).getByText('Unbezahlt')).toBeTruthy();
  });

  it('offers marking as paid only while unpaid, and confirms before it pays', async () => {
    const { environment } = renderPage([unpaid, paid]);
    const paidRow = (await screen.findByText('GS-2026-000007')).closest('tr')!;
    expect(
      within(paidRow).getByRole('button', { name: 'Als bezahlt markieren' }).getAttribute('aria-disabled'),
    ).toBe('true');
    const row = screen.getByText('GS-2026-000008').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Als bezahlt markieren' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/GS-2026-000008 über 1.234,50\s€ an Dr. Julia Weber/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    let sent: { name: string; variables: Record<string, unknown> } | null = null;
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => {
        sent = { name: operation.request.node.operation.name, variables: operation.request.variables };
        return {
          data: {
            markCreditNoteAsPaid: {
              id: '8',
              number: 'GS-2026-000008',
              status: 'Paid',
              paid_at: '2026-11-24T10:00:00.000Z',
              consultingFees: [{ id: '1', status: 'Paid', paid_at: '2026-11-24T10:00:00.000Z' }],
            },
          },
        };
      }),
    );
    expect(sent).toEqual({ name: 'useMarkCreditNoteAsPaidMutation', variables: { creditNoteId: '8' } });
    expect(toast.success).toHaveBeenCalledWith('Die Gutschrift GS-2026-000008 wurde als bezahlt markiert.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const updated = screen.getByText('GS-2026-000008').closest('tr')!;
    expect(within(updated).getByText('Bezahlt')).toBeTruthy();
    expect(
      within(updated).getByRole('button', { name: 'Als bezahlt markieren' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('downloads the PDF and the XML of a row', async () => {
    renderPage([unpaid]);
    const row = (await screen.findByText('GS-2026-000008')).closest('tr')!;
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'PDF herunterladen' })));
    await act(async () =>
      fireEvent.click(within(row).getByRole('button', { name: 'XML (E-Rechnung) herunterladen' })),
    );
    expect(downloadCreditNote).toHaveBeenNthCalledWith(1, expect.objectContaining({ id: '8' }), 'pdf');
    expect(downloadCreditNote).toHaveBeenNthCalledWith(2, expect.objectContaining({ id: '8' }), 'xml');
  });

  it('shows the empty state with the way to the first credit note', async () => {
    renderPage([]);
    expect(await screen.findByText('Noch keine Gutschriften vorhanden.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Gutschrift erstellen' })).toHaveLength(2);
  });

  it('says Nicht gefunden! when the filters match nothing', async () => {
    renderPage([], '/admin/therapists/credit-notes?status=Paid');
    expect(await screen.findByText('Nicht gefunden!')).toBeTruthy();
  });
});
