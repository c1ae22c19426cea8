import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { AccountSettingsPage } from './AccountSettingsPage';

function renderSettings(path: string) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, (operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({
        id: '5',
        email: 'dr.weber@vitalis-portal.de',
        salutation: 'female',
        title: 'Dr.',
        first_name: 'Julia',
        last_name: 'Weber',
        two_factor_confirmed_at: null,
        has_enabled_otp_email: false,
        medicalCenter: null,
      }),
      PaginatorInfo: () => ({ total: 0 }),
      Boolean: () => false,
    }),
  );
  return renderScreen(<AccountSettingsPage />, { path, environment });
}

describe('AccountSettingsPage', () => {
  it('shows the account tab by default, and for unknown form values', async () => {
    renderSettings('/account/settings?form=nonsense');
    expect(await screen.findByRole('tab', { name: 'Account Einstellungen', selected: true })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail-Adresse des Accounts').value).toBe(
      'dr.weber@vitalis-portal.de',
    );
    expect(screen.getByText('Die Zwei-Faktor-Authentifizierung ist noch nicht aktiviert.')).toBeTruthy();
  });

  it('selects the tab of the form parameter and asks for a practice on the additional tab', async () => {
    renderSettings('/account/settings?form=additional');
    expect(
      await screen.findByRole('tab', { name: 'Zusätzliche Informationen', selected: true }),
    ).toBeTruthy();
    expect(screen.getByText('Ups! Der aktuelle Nutzer muss mit einer Praxis verknüpft sein.')).toBeTruthy();
  });

  it('opens the dialog of the action parameter and closes it again', async () => {
    const { router } = renderSettings('/account/settings?action=change_password');
    expect(await screen.findByLabelText('Aktuelles Passwort')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    });
    expect(router.state.location.search).toBe('');
  });

  it('shows only the account tab on the admin variant', async () => {
    renderSettings('/admin/account?form=office');
    expect(await screen.findByRole('tab', { name: 'Account Einstellungen', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Praxisdaten' })).toBeNull();
  });

  it('asks the practice tab for the tax status with its numbers and words the rule each breaks', async () => {
    renderSettings('/account/settings?form=office');
    const status = await screen.findByLabelText<HTMLSelectElement>('Steuerlicher Status');
    expect([...status.options].map((option) => option.value)).toEqual([
      '',
      'de_small_business',
      'de_regular',
      'at_small_business',
      'at_regular',
    ]);
    await act(async () => {
      fireEvent.change(status, { target: { value: 'at_regular' } });
      fireEvent.change(screen.getByLabelText('Steuernummer'), { target: { value: '123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    });
    expect(
      await screen.findByText(
        'Für eine österreichische Praxis ist die UID-Nummer (ATU und 8 Ziffern) erforderlich.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Ungültige Steuernummer: 9 Ziffern (2 Ziffern Finanzamt und 7 Ziffern).'),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.change(status, { target: { value: 'de_regular' } });
      fireEvent.change(screen.getByLabelText('Steuernummer'), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText('USt-IdNr.'), { target: { value: 'ATU12345678' } });
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    });
    expect(
      await screen.findByText(
        'Ungültige USt-IdNr.: DE und 9 Ziffern (Deutschland) bzw. ATU und 8 Ziffern (Österreich).',
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('USt-IdNr.'), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    });
    expect(await screen.findByText('Bitte geben Sie eine Steuernummer oder eine USt-IdNr. an.')).toBeTruthy();
  });
});
