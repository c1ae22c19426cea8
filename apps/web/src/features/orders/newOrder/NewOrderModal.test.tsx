import { act, fireEvent, screen } from '@testing-library/react';
import { Permission } from '@portal/shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { doctorSession, type SessionUser, signedOutDoctorSession } from '../../../session/doctorSession';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { NewOrderModal } from './NewOrderModal';

const doctor: SessionUser = {
  id: '1',
  first_name: 'Eva',
  last_name: 'Neu',
  email: 'neu@example.at',
  permissions: [],
};
const admin: SessionUser = {
  id: '9',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.at',
  permissions: [Permission.ManageMedicalCenters],
};

function renderModal(partnershipModel: { id: string } | null) {
  const environment = createMockEnvironment();
  const operations: string[] = [];
  resolveAllOperations(environment, (operation) => {
    operations.push(operation.request.node.params.name);
    return MockPayloadGenerator.generate(operation, {
      User: () => ({ partnershipModel }),
      PatientPaginator: () => ({
        data: [
          {
            id: '7',
            title: null,
            first_name: 'Anna',
            last_name: 'Berger',
            date_of_birth: '1985-04-12',
            biological_sex: 'Female',
          },
        ],
      }),
      ShopItemPaginator: () => ({ data: [] }),
    });
  });
  const onClose = vi.fn();
  renderScreen(<NewOrderModal patientId={null} onClose={onClose} onPlaced={() => undefined} />, {
    environment,
  });
  return { onClose, operations };
}

describe('NewOrderModal', () => {
  afterEach(() => doctorSession.set(signedOutDoctorSession));

  it('denies a doctor without a partnership model, with a contact link to ask for one', async () => {
    doctorSession.set({ ...signedOutDoctorSession, user: doctor });
    const { onClose, operations } = renderModal(null);
    expect(
      await screen.findByText(
        'Sie können keine Bestellungen aufgeben, da Ihre Partnerschaftsart nicht eingerichtet ist.',
      ),
    ).toBeTruthy();
    // Blueprint's AnchorButton: a mailto anchor in the role of a button.
    const contact = screen.getByRole('button', { name: 'Partnerschaftsart anfragen' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:.+\?subject=Partnerschaftsart%20einrichten$/);
    // No shop for a doctor who may not order.
    expect(operations.filter((name) => name !== 'useOperatorQuery')).toEqual(['NewOrderModalPatientsQuery']);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lets a doctor with a partnership model choose a patient and shop', async () => {
    doctorSession.set({ ...signedOutDoctorSession, user: doctor });
    renderModal({ id: '2' });
    const picker = await screen.findByRole('combobox', { name: 'Patient' });
    expect(picker.textContent).toContain('Anna Berger (12.04.1985)');
    await act(async () => {});
    expect(screen.getByRole('tab', { name: 'Bestseller' }).getAttribute('aria-selected')).toBe('true');
    // Nothing can be added before a patient is chosen; 'Weiter' waits for items.
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveProperty('disabled', true);
  });

  it('lets an admin order without a partnership model', async () => {
    doctorSession.set({ ...signedOutDoctorSession, user: admin });
    renderModal(null);
    expect(await screen.findByRole('combobox', { name: 'Patient' })).toBeTruthy();
  });

  it('lets an admin impersonating a doctor order for that doctor', async () => {
    doctorSession.set({ ...signedOutDoctorSession, user: doctor, previousUser: admin });
    renderModal(null);
    expect(await screen.findByRole('combobox', { name: 'Patient' })).toBeTruthy();
    expect(screen.queryByText(/Partnerschaftsart/)).toBeNull();
  });
});
