import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { ConsentHistoryDialog } from './ConsentHistoryDialog';

const row = (overrides: Record<string, unknown>) => ({
  id: '1',
  version: 1,
  de: 'Ich willige ein.',
  en: 'I consent.',
  type: 'NewPatient',
  accepted_by_user_id: '7',
  accepted_by_patient_id: null,
  impersonator_id: null,
  ip_address: '10.1.2.3',
  accepted_at: '2026-11-20T10:05:00.000Z',
  ...overrides,
});

function renderDialog(rows: unknown[], variables: unknown[] = []) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, (operation) => {
    variables.push(operation.request.variables);
    return { data: { consentHistory: rows } };
  });
  return renderScreen(<ConsentHistoryDialog patientId="42" name="Anna Berger" onClose={() => {}} />, {
    path: '/admin/patients',
    environment,
  });
}

describe('ConsentHistoryDialog', () => {
  it("lists a patient's consents with form, wording and version, who gave them and from where", async () => {
    const variables: unknown[] = [];
    renderDialog(
      [
        row({
          id: '2',
          type: 'PatientRegistration',
          accepted_by_user_id: null,
          accepted_by_patient_id: '42',
          version: 2,
        }),
        row({}),
      ],
      variables,
    );
    expect(await screen.findByText('Einwilligungen von Anna Berger')).toBeTruthy();
    expect(variables).toEqual([{ userId: null, patientId: '42' }]);
    expect(screen.getByText('Registrierung Patient/in')).toBeTruthy();
    expect(screen.getByText('Patient/in selbst')).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Neue/r Patient/in')).toBeTruthy();
    expect(screen.getByText('Konto 7')).toBeTruthy();
    expect(screen.getAllByText('Ich willige ein.')).toHaveLength(2);
    expect(screen.getAllByText('10.1.2.3')).toHaveLength(2);
  });

  it('says when nothing is recorded', async () => {
    renderDialog([]);
    expect(await screen.findByText('Es sind keine Einwilligungen erfasst.')).toBeTruthy();
  });
});
