import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/renderScreen';
import { resolveAllOperations } from '../../../../test/resolveAllOperations';
import { BloodUploadQueuePage } from './BloodUploadQueuePage';
import { BloodUploadWorkPage } from './BloodUploadWorkPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../shared/toast/toast', () => ({ toast }));

const upload = (overrides: Record<string, unknown> = {}) => ({
  id: '7',
  file_name: 'befund.pdf',
  content_type: 'application/pdf',
  state: 'Received',
  created_at: '2026-12-01T09:00:00.000Z',
  processed_at: null,
  dueAt: '2026-12-03T09:00:00.000Z',
  isOverdue: true,
  rejection_reason: null,
  practiceName: 'Praxis Gruber',
  patient: { id: '12', accounting_code: 'P-1042', first_name: 'Paula', last_name: 'Patientin' },
  ...overrides,
});

type Call = { name: string; variables: Record<string, unknown> };

function renderQueue(uploads: unknown[], route = '/admin/blood-uploads') {
  const environment = createMockEnvironment();
  const calls: Call[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    calls.push({ name: operation.request.node.operation.name, variables: operation.request.variables });
    return {
      data: { adminBloodUploads: { data: uploads, paginatorInfo: { total: uploads.length, lastPage: 1 } } },
    };
  });
  renderScreen(<BloodUploadQueuePage />, { path: route, environment });
  return calls;
}

function renderWork(
  shown: unknown,
  mutations: { process?: () => unknown; reject?: (variables: Record<string, unknown>) => unknown } = {},
) {
  const environment = createMockEnvironment();
  const calls: Call[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    const name = operation.request.node.operation.name;
    calls.push({ name, variables: operation.request.variables });
    if (name === 'BloodUploadWorkPageQuery') return { data: { adminBloodUpload: shown } };
    if (name === 'BloodEntryFormQuery')
      return {
        data: {
          analysisParameters: {
            data: [
              {
                id: '1',
                name: 'Ferritin',
                formattedUnit: 'ng/ml',
                lower_input_limit_value: 1,
                upper_input_limit_value: 2000,
                mostRecentResults: [],
              },
            ],
          },
        },
      };
    if (name === 'useProcessBloodUploadMutation')
      return (
        mutations.process?.() ?? {
          data: { processBloodUpload: { id: '7', state: 'Processed', processed_at: '2026-12-05T10:00:00Z' } },
        }
      );
    if (name === 'RejectUploadDialogMutation') return mutations.reject?.(operation.request.variables) ?? null;
    return null;
  });
  renderScreen(<BloodUploadWorkPage />, {
    path: '/admin/blood-uploads/7',
    route: '/admin/blood-uploads/:uploadId',
    environment,
  });
  return calls;
}

describe('BloodUploadQueuePage', () => {
  it('lists the open uploads with practice, patient, due time and the overdue mark', async () => {
    const calls = renderQueue([upload(), upload({ id: '8', isOverdue: false, file_name: 'scan.png' })]);
    const row = (await screen.findByText('befund.pdf')).closest('tr')!;
    expect(within(row).getByText('Praxis Gruber')).toBeTruthy();
    expect(within(row).getByText('P-1042')).toBeTruthy();
    expect(within(row).getByText('03.12.2026 10:00')).toBeTruthy();
    expect(within(row).getByText('Überfällig')).toBeTruthy();
    expect(row.className).toBe('blood-upload-overdue');
    const fresh = screen.getByText('scan.png').closest('tr')!;
    expect(within(fresh).queryByText('Überfällig')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Bearbeiten' }).getAttribute('href')).toBe(
      '/admin/blood-uploads/7',
    );
    expect(calls[0].variables).toEqual({ state: 'Received', first: 25, page: 1 });
  });

  it('says so when the queue is empty, and shows the rejected ones with their reason', async () => {
    renderQueue([]);
    expect(await screen.findByText('Keine offenen Uploads')).toBeTruthy();
  });

  it('reads the state from the URL', async () => {
    const calls = renderQueue(
      [
        upload({
          state: 'Rejected',
          isOverdue: false,
          rejection_reason: 'unlesbar',
          processed_at: '2026-12-02T08:00:00Z',
        }),
      ],
      '/admin/blood-uploads?state=Rejected',
    );
    const row = (await screen.findByText('unlesbar')).closest('tr')!;
    expect(within(row).getByText('02.12.2026 09:00')).toBeTruthy();
    expect(calls[0].variables).toMatchObject({ state: 'Rejected' });
  });
});

describe('BloodUploadWorkPage', () => {
  beforeEach(() => toast.success.mockClear());

  it('shows the file beside the entry form with the upload day as the date', async () => {
    renderWork(upload());
    const frame = await screen.findByTitle('Hochgeladene Datei befund.pdf');
    expect(frame.getAttribute('src')).toBe('/api/blood-uploads/7/file?inline=1');
    expect(screen.getByText('Überfällig')).toBeTruthy();
    expect(await screen.findByText('Ferritin')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Datum der Blutabnahme' }).value).toBe(
      '01.12.2026',
    );
  });

  it('enters the values through processBloodUpload', async () => {
    const calls = renderWork(upload());
    await screen.findByText('Ferritin');
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Ferritin' }), { target: { value: '80' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Blutwerte speichern' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'useProcessBloodUploadMutation')?.variables).toEqual({
        id: '7',
        date: '2026-12-01',
        values: [{ analysisParameterId: '1', value: '80' }],
      }),
    );
    expect(calls.some((call) => call.name === 'useSaveBloodResultsMutation')).toBe(false);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Die Werte wurden erfasst; die Praxis wird benachrichtigt.'),
    );
  });

  it("rejects the upload with a reason, showing the server's message on the field", async () => {
    let attempts = 0;
    const calls = renderWork(upload(), {
      reject: () => {
        attempts += 1;
        if (attempts === 1)
          return {
            data: null,
            errors: [
              {
                message: 'Validation failed',
                extensions: {
                  validation: { reason: ['Bitte geben Sie einen Grund mit 3 bis 1000 Zeichen an.'] },
                },
              },
            ],
          };
        return {
          data: {
            rejectBloodUpload: {
              id: '7',
              state: 'Rejected',
              rejection_reason: 'unlesbar',
              processed_at: null,
            },
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Ablehnen und Praxis benachrichtigen' });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Bitte geben Sie einen Grund mit 3 bis 1000 Zeichen an.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'unlesbar' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(
        calls.filter((call) => call.name === 'RejectUploadDialogMutation').map((call) => call.variables),
      ).toEqual([
        { id: '7', reason: '' },
        { id: '7', reason: 'unlesbar' },
      ]),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Der Upload wurde abgelehnt; die Praxis wird benachrichtigt.',
      ),
    );
  });

  it('offers no entry for a handled upload and says why', async () => {
    renderWork(
      upload({
        state: 'Rejected',
        isOverdue: false,
        rejection_reason: 'unlesbar',
        processed_at: '2026-12-02T08:00:00Z',
      }),
    );
    expect(await screen.findByText('Dieser Upload ist bereits bearbeitet.')).toBeTruthy();
    expect(screen.getByText('Abgelehnt: unlesbar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ablehnen' })).toBeNull();
  });

  it('says when there is no such upload', async () => {
    renderWork(null);
    expect(await screen.findByText('Diesen Upload gibt es nicht.')).toBeTruthy();
  });
});
