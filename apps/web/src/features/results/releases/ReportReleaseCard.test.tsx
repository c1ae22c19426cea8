import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../shared/toast/toast';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { ReportReleaseCard } from './ReportReleaseCard';

vi.mock('../../../shared/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const release = (overrides: Record<string, unknown> = {}) => ({
  id: '31',
  released_at: '2026-11-30T09:15:00.000Z',
  released_by: 'Dr. Anna Weber',
  note: 'Bitte zum Termin mitbringen.',
  read_count: 2,
  last_read_at: '2026-12-01T18:00:00.000Z',
  withdrawn_at: null,
  ...overrides,
});

type Answer = (name: string, variables: Record<string, unknown>) => unknown;

function renderCard(answer: Answer) {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation) => {
    const name = operation.request.node.params.name;
    operations.push({ name, variables: operation.request.variables });
    return answer(name, operation.request.variables);
  });
  renderScreen(<ReportReleaseCard patientId="7" kind="Blood" />, {
    path: '/patients/7/blood-analysis',
    environment,
  });
  return { operations };
}

describe('ReportReleaseCard', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says "Nicht freigegeben" and releases with a note after the dialog', async () => {
    let released = false;
    const { operations } = renderCard((name) => {
      if (name === 'ReportReleaseCardQuery')
        return { data: { reportReleases: released ? [release({ read_count: 0, last_read_at: null })] : [] } };
      released = true;
      return { data: { releaseReport: release({ read_count: 0, last_read_at: null }) } };
    });
    await act(async () => {});
    expect(screen.getByText('Nicht freigegeben')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Für Patient/-in freigeben' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Blutanalyse für Patient/-in freigeben')).toBeTruthy();
    fireEvent.change(
      within(dialog).getByLabelText('Nachricht an die Patientin bzw. den Patienten (optional)'),
      {
        target: { value: '  Bitte zum Termin mitbringen. ' },
      },
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Freigeben' })));
    expect(operations.find((op) => op.name === 'useReleaseReportMutation')?.variables).toEqual({
      patientId: '7',
      kind: 'Blood',
      note: 'Bitte zum Termin mitbringen.',
    });
    expect(toast.success).toHaveBeenCalledWith('Der Bericht wurde freigegeben.');
    await act(async () => {});
    expect(
      screen.getByText(/Freigegeben am 30\.11\.2026 von Dr\. Anna Weber · vom Patienten noch nicht geöffnet/),
    ).toBeTruthy();
  });

  it('shows the release date, the doctor, when the patient last opened it and the note', async () => {
    renderCard(() => ({ data: { reportReleases: [release()] } }));
    await act(async () => {});
    expect(
      screen.getByText(
        'Freigegeben am 30.11.2026 von Dr. Anna Weber · vom Patienten zuletzt geöffnet am 01.12.2026 (2-mal)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Nachricht: Bitte zum Termin mitbringen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu freigeben' })).toBeTruthy();
  });

  it('ignores withdrawn releases', async () => {
    renderCard(() => ({ data: { reportReleases: [release({ withdrawn_at: '2026-12-02T08:00:00.000Z' })] } }));
    await act(async () => {});
    expect(screen.getByText('Nicht freigegeben')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Freigabe zurückziehen' })).toBeNull();
  });

  it('withdraws after a confirmation that says what happens', async () => {
    let withdrawn = false;
    const { operations } = renderCard((name) => {
      if (name === 'ReportReleaseCardQuery')
        return {
          data: { reportReleases: [release(withdrawn ? { withdrawn_at: '2026-12-02T08:00:00.000Z' } : {})] },
        };
      withdrawn = true;
      return { data: { withdrawReportRelease: release({ withdrawn_at: '2026-12-02T08:00:00.000Z' }) } };
    });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Freigabe zurückziehen' }));
    const alert = screen.getByRole('alertdialog');
    expect(within(alert).getByText(/sieht diesen Bericht danach nicht mehr im Patientenportal/)).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(alert).getByRole('button', { name: 'Freigabe zurückziehen' })),
    );
    expect(operations.find((op) => op.name === 'useWithdrawReportReleaseMutation')?.variables).toEqual({
      id: '31',
    });
    expect(toast.success).toHaveBeenCalledWith('Die Freigabe wurde zurückgezogen.');
    await act(async () => {});
    expect(screen.getByText('Nicht freigegeben')).toBeTruthy();
  });

  it("puts the server's message on the dialog when there is nothing to release", async () => {
    renderCard((name) =>
      name === 'ReportReleaseCardQuery'
        ? { data: { reportReleases: [] } }
        : {
            errors: [
              {
                message: 'Validation failed.',
                extensions: {
                  validation: { kind: ['Es gibt noch keine Blutwerte, die freigegeben werden können.'] },
                  reasons: { kind: ['reportReleases.nothingBlood'] },
                },
              },
            ],
          },
    );
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Für Patient/-in freigeben' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Freigeben' })),
    );
    expect(
      within(screen.getByRole('dialog')).getByText(
        'Es gibt noch keine Blutwerte, die freigegeben werden können.',
      ),
    ).toBeTruthy();
  });

  it('refuses a note over 1000 characters before sending it', async () => {
    renderCard(() => ({ data: { reportReleases: [] } }));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Für Patient/-in freigeben' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'x'.repeat(1001) } });
    expect(
      within(dialog).getByText(
        'Die Nachricht an die Patientin bzw. den Patienten darf höchstens 1000 Zeichen lang sein.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Freigeben' })).toHaveProperty('disabled', true);
  });
});
