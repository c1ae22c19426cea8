import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/renderScreen';
import { resolveAllOperations } from '../../../../test/resolveAllOperations';
import { QuarantinedLabReportsPage } from './QuarantinedLabReportsPage';

const report = {
  id: '7',
  order_number: 'B-2026-00012',
  patient_name: 'Paula Patientin',
  part_type: 'blood',
  part_status: 'Canceled',
  received_at: '2026-11-20T10:05:00.000Z',
  blood: [{ code: 'FERRITIN', value: 80, unit: 'µg/l' }],
  genotypes: [],
};

function renderPage(
  reports: unknown[],
  discard: (variables: Record<string, unknown>) => unknown = () => null,
) {
  const environment = createMockEnvironment();
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    const name = operation.request.node.operation.name;
    calls.push({ name, variables: operation.request.variables });
    if (name === 'QuarantinedLabReportsPageQuery') return { data: { quarantinedLabReports: reports } };
    if (name === 'QuarantinedLabReportsPageAttachMutation')
      return { data: { attachQuarantinedLabReport: { id: '7', state: 'attached' } } };
    if (name === 'QuarantinedLabReportsPageDiscardMutation') return discard(operation.request.variables);
    return null;
  });
  renderScreen(<QuarantinedLabReportsPage />, {
    path: '/admin/orders/lab-reports',
    route: '/admin/orders/lab-reports',
    environment,
  });
  return calls;
}

describe('QuarantinedLabReportsPage', () => {
  it('lists the reports kept apart with order, patient, part, status on arrival and values', async () => {
    renderPage([report]);
    const row = (await screen.findByText('B-2026-00012')).closest('tr')!;
    expect(within(row).getByText('Paula Patientin')).toBeTruthy();
    expect(within(row).getByText('Blut')).toBeTruthy();
    expect(within(row).getByText('Storniert')).toBeTruthy();
    expect(within(row).getByText('1 Blutwerte')).toBeTruthy();
    expect(within(row).getByText('20.11.2026 11:05')).toBeTruthy();
  });

  it('says so when nothing is kept apart', async () => {
    renderPage([]);
    expect(await screen.findByText('Keine zurückgehaltenen Laborbefunde.')).toBeTruthy();
  });

  it('attaches a report after the confirmation', async () => {
    const calls = renderPage([report]);
    fireEvent.click(await screen.findByRole('button', { name: 'In die Akte übernehmen' }));
    expect(await screen.findByText('FERRITIN 80 µg/l')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'In die Akte übernehmen' }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(
        calls.find((call) => call.name === 'QuarantinedLabReportsPageAttachMutation')?.variables,
      ).toEqual({
        id: '7',
      }),
    );
  });

  it("discards a report with the admin's reason and shows the server's message on the field", async () => {
    let attempts = 0;
    const calls = renderPage([report], () => {
      attempts += 1;
      if (attempts === 1)
        return {
          data: null,
          errors: [
            {
              message: 'Validation failed',
              extensions: {
                validation: { reason: ['Bitte geben Sie einen Grund an (3 bis 1000 Zeichen).'] },
              },
            },
          ],
        };
      return { data: { discardQuarantinedLabReport: { id: '7', state: 'discarded' } } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie einen Grund an (3 bis 1000 Zeichen).'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Probe verwechselt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.name === 'QuarantinedLabReportsPageDiscardMutation')
          .map((call) => call.variables),
      ).toEqual([
        { id: '7', reason: '' },
        { id: '7', reason: 'Probe verwechselt' },
      ]),
    );
  });
});
