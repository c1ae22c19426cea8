import { screen } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { AccountSettingsPage } from './AccountSettingsPage';

// /admin/account: the admin (no practice, no doctor record) gets the doctor's four account actions.
function renderAdminAccount(path: string) {
  const environment = createMockEnvironment();
  const variables: Record<string, Record<string, unknown>> = {};
  resolveAllOperations(environment, (operation) => {
    variables[operation.request.node.operation.name] = operation.request.variables;
    return MockPayloadGenerator.generate(operation, {
      User: () => ({
        id: '2',
        email: 'admin@vitalis-portal.de',
        salutation: 'male',
        title: null,
        first_name: 'Ada',
        last_name: 'Admin',
        two_factor_confirmed_at: null,
        has_enabled_otp_email: false,
        doctor: null,
        medicalCenter: null,
      }),
      Boolean: () => false,
    });
  });
  renderScreen(<AccountSettingsPage />, { path, environment });
  return { variables };
}

describe('the admin account page', () => {
  it('shows the account tab without asking for patients', async () => {
    const { variables } = renderAdminAccount('/admin/account');
    expect(await screen.findByRole('tab', { name: 'Account Einstellungen', selected: true })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail-Adresse des Accounts').value).toBe(
      'admin@vitalis-portal.de',
    );
    expect(variables.AccountSettingsPageQuery).toEqual({ doctorArea: false });
    // The doctors' cooperation agreement is no admin's document.
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Kooperationsvereinbarung' })).toBeNull();
  });

  it.each([
    ['change_email', 'E-Mail-Adresse ändern'],
    ['change_password', 'Passwort ändern'],
    ['delete_account', 'Konto löschen'],
    ['two_factor', 'Zwei-Faktor-Authentifizierung'],
  ])('opens the %s dialog from the URL', async (action, title) => {
    renderAdminAccount(`/admin/account?action=${action}`);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.bp6-dialog-header, .bp5-dialog-header')?.textContent).toContain(title);
  });
});
