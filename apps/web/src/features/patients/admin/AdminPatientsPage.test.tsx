import { act, fireEvent, screen, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { AdminPatientsPage } from './AdminPatientsPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../shared/toast/toast', () => ({ toast }));

const patient = {
  id: '5',
  guid: '0b6c2f0e-2c7e-4bb4-9b8a-4f0e8f6f7a11',
  first_name: 'Lena',
  last_name: 'Umzug',
  email: 'lena@example.com',
  accounting_code: 'P-1000005',
  lifeCyclePhase: 'PausedSubscriber',
  lifeCyclePhaseDate: '2026-11-02T09:00:00.000Z',
  placedOrders: 3,
  totalPaidOrders: 2,
  shippedOrdersCount: 1,
  created_at: '2026-10-01T09:00:00.000Z',
  latestPlacedOrder: { id: '77', status: 'OrderShipped' },
  medicalCenter: { id: '3', user: { id: '8', name: 'Dr. Julia Weber' } },
};
const doctors = [
  {
    id: '8',
    name: 'Dr. Julia Weber',
    email: 'weber@example.com',
    openConsultingFeeAmount: 0,
    doctor: { id: '21' },
  },
  {
    id: '9',
    name: 'Dr. Max Berger',
    email: 'berger@example.com',
    openConsultingFeeAmount: 0,
    doctor: { id: '22' },
  },
];

function renderPage(path: string, total = 1) {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    const name = operation.request.node.operation.name;
    operations.push({ name, variables: operation.request.variables });
    if (name === 'AdminPatientsResultsQuery')
      return {
        data: {
          patients: {
            paginatorInfo: { total, lastPage: 1 },
            data: total ? [patient] : [],
          },
        },
      };
    if (name === 'useCreditNoteDoctorsQuery') return { data: { doctors } };
    return null;
  });
  return {
    ...renderScreen(<AdminPatientsPage />, { path, route: '/admin/patients', environment }),
    environment,
    operations,
  };
}

describe('the admin patients list', { timeout: 20_000 }, () => {
  afterEach(() => vi.clearAllMocks());

  it("shows the admin view of a patient and sends the URL's filters", async () => {
    const { operations } = renderPage(
      '/admin/patients?byDoctorId=21&inLifeCyclePhase=PausedSubscriber&hasOrders=with&trashed=1',
    );
    const row = await screen.findByRole('row', { name: /Lena Umzug/ });
    for (const text of ['P-1000005', 'Dr. Julia Weber', 'Pausiert', 'seit 02.11.2026'])
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    expect(operations.find((op) => op.name === 'AdminPatientsResultsQuery')?.variables).toEqual({
      first: 10,
      page: 1,
      search: null,
      byDoctorId: '21',
      inLifeCyclePhase: 'PausedSubscriber',
      hasOrders: true,
      trashed: 'WITH',
    });
  });

  it('says Nicht gefunden! when a search finds nobody', async () => {
    renderPage('/admin/patients?search=zzz', 0);
    expect(await screen.findByText('Nicht gefunden!')).toBeTruthy();
  });

  it('relocates only once a target doctor is chosen, then tells so', async () => {
    const { environment, router } = renderPage(
      `/admin/patients?action=patient_relocation&patientId=5&patientGuid=${patient.guid}&patientName=Lena%20Umzug`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Patient/-in verschieben' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
    expect(within(dialog).getByText(/Bitte wählen Sie die Ärztin bzw\. den Arzt/)).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Neue/r Therapeut/-in' }));
    fireEvent.click(
      await within(await screen.findByRole('option', { name: /Max Berger/ })).findByText('Dr. Max Berger'),
    );
    expect(await within(dialog).findByRole('button', { name: 'Neue/r Therapeut/-in' })).toHaveProperty(
      'textContent',
      'Dr. Max Berger',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
    let sent: Record<string, unknown> | null = null;
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => {
        sent = { name: operation.request.node.operation.name, ...operation.request.variables };
        return {
          data: {
            relocatePatient: {
              id: '5',
              medicalCenter: { id: '4', user: { id: '9', name: 'Dr. Max Berger' } },
            },
          },
        };
      }),
    );
    expect(sent).toEqual({ name: 'useRelocatePatientMutation', id: patient.guid, doctorId: '22' });
    expect(toast.success).toHaveBeenCalledWith('Die Patientenakte wurde verschoben.');
    expect(router.state.location.search).toBe('');
  });

  it('invites the patient after confirmation', async () => {
    const { environment } = renderPage(
      `/admin/patients?action=invite_patient&patientId=5&patientGuid=${patient.guid}&patientName=Lena%20Umzug&patientEmail=lena%40example.com`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ins Patientenportal einladen' });
    expect(within(dialog).getByText(/lena@example\.com/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation(() => ({ data: { invitePatient: { id: '5' } } })),
    );
    expect(toast.success).toHaveBeenCalledWith('Die Einladung ins Patientenportal wurde verschickt.');
  });
});
