import { act, fireEvent, screen, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { AuditLogPage } from './AuditLogPage';
import { auditPathOfDoctor, auditPathOfPatient, auditRoutes, type AuditSubjectKind } from './auditPaths';

const doctor = { name: 'Dr. Julia Weber', email: 'julia@example.com' };
const admin = { name: 'Ada Admin' };
const entry = (id: string, event: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: '2026-11-20T10:05:00.000Z',
  event,
  subject_type: null,
  subject_id: null,
  ip: null,
  details: {},
  user: doctor,
  impersonator: null,
  ...extra,
});

function renderPage(subject: AuditSubjectKind, path: string, entries: unknown[], total = entries.length) {
  const environment = createMockEnvironment();
  const operations: Record<string, unknown>[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    if (operation.request.node.operation.name !== 'AuditLogResultsQuery') return null;
    operations.push(operation.request.variables);
    return {
      data: {
        auditLog: {
          subject: { name: subject === 'doctor' ? doctor.name : 'Paula Patientin' },
          paginatorInfo: { total, lastPage: Math.max(1, Math.ceil(total / 10)) },
          data: entries,
        },
      },
    };
  });
  const rendered = renderScreen(<AuditLogPage subject={subject} />, {
    path,
    route: `/${auditRoutes[subject]}`,
    environment,
  });
  return { ...rendered, operations };
}

describe('AuditLogPage', () => {
  it("shows a doctor's trail: time, event label, who, the impersonating admin and details", async () => {
    const { operations } = renderPage('doctor', auditPathOfDoctor('4'), [
      entry('3', 'patient.updated', {
        impersonator: admin,
        subject_type: 'patient',
        subject_id: '17',
        details: { reason: 'typo', changes: { city: 'Linz' } },
      }),
      entry('2', 'login.succeeded', { ip: '10.0.0.7' }),
      entry('1', 'something.new', { user: null }),
    ]);
    expect(await screen.findByText('Protokoll: Dr. Julia Weber')).toBeTruthy();
    expect(operations[0]).toEqual({ doctorId: '4', patientId: null, first: 10, page: 1 });

    const impersonated = screen.getByText('Patientendaten geändert').closest('tr')!;
    expect(within(impersonated).getByText('als Dr. Julia Weber, durch Ada Admin')).toBeTruthy();
    expect(within(impersonated).getByText('Patient/-in 17')).toBeTruthy();
    expect(within(impersonated).getByText('reason: typo')).toBeTruthy();
    expect(within(impersonated).getByText('changes: {"city":"Linz"}')).toBeTruthy();
    expect(within(impersonated).getByText('20.11.2026 11:05')).toBeTruthy();

    const login = screen.getByText('Angemeldet').closest('tr')!;
    expect(within(login).getByText('Dr. Julia Weber')).toBeTruthy();
    expect(within(login).getByText('IP 10.0.0.7')).toBeTruthy();

    // An event without a text shows its key; an entry without an account is the system's or the patient's.
    const unknown = screen.getAllByText('something.new')[0].closest('tr')!;
    expect(within(unknown).getByText('System oder Patient/-in')).toBeTruthy();
  });

  it("asks for a patient's trail and keeps the page in the URL", async () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(String(i + 1), 'patient.viewed'));
    const { operations, router } = renderPage('patient', `${auditPathOfPatient('17')}?page=2`, entries, 25);
    expect(await screen.findByText('Protokoll: Paula Patientin')).toBeTruthy();
    expect(operations[0]).toEqual({ doctorId: null, patientId: '17', first: 10, page: 2 });
    expect(screen.getByText('Seite 2 von 3 (25 Einträge)')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows the empty state', async () => {
    renderPage('patient', auditPathOfPatient('17'), []);
    expect(await screen.findByText('Noch keine Einträge vorhanden.')).toBeTruthy();
  });

  it('refuses an id that is no number without asking the server', () => {
    const { operations } = renderPage('doctor', '/admin/therapists/abc/audit', []);
    expect(screen.getByText(/Das Protokoll konnte nicht geladen werden/)).toBeTruthy();
    expect(operations).toEqual([]);
  });
});
