import { act } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { doctorSession, type SessionUser, signedOutDoctorSession } from '../../session/doctorSession';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { useMarkResultsOpened } from './useMarkResultsOpened';

const doctor: SessionUser = {
  id: '1',
  first_name: 'Erika',
  last_name: 'Muster',
  email: 'e@m.de',
  permissions: [],
};

function Screen() {
  useMarkResultsOpened('42', 'blood');
  return <p>Blutanalyse</p>;
}

async function openAs(user: SessionUser) {
  doctorSession.set({ ...signedOutDoctorSession, user });
  const environment = createMockEnvironment();
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    calls.push({ name: operation.request.node.operation.name, variables: operation.request.variables });
    return { data: { markResultsOpened: 1 } };
  });
  renderScreen(<Screen />, { environment });
  await act(async () => {});
  return calls;
}

afterEach(() => doctorSession.set(signedOutDoctorSession));

describe('useMarkResultsOpened', () => {
  it("tells the server once that a doctor opened the patient's results", async () => {
    expect(await openAs(doctor)).toEqual([
      { name: 'useMarkResultsOpenedMutation', variables: { patientId: '42', type: 'blood' } },
    ]);
  });

  it('sends nothing for an admin', async () => {
    expect(await openAs({ ...doctor, permissions: ['ManageMedicalCenters'] })).toEqual([]);
  });
});
