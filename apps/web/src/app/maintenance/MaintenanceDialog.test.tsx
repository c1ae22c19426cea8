import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { errorEffects } from '../../relay/errorEffects';
import { runErrorEffects } from '../../relay/runErrorEffects';
import { MaintenanceDialog } from './MaintenanceDialog';
import { closeMaintenanceModal } from './maintenanceModal';

function renderDialog(language = 'de') {
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MaintenanceDialog />
    </I18nextProvider>,
  );
}

// The server's refusal, through the error catalogue and its effects, as the Relay network layer does it.
const reasons: Record<string, string> = {
  'This action requires write access.': 'common.writeAccessRequired',
  'This account is currently being handled by an administrator.': 'common.handledByAdmin',
};
const refuse = (message: string) =>
  act(() =>
    runErrorEffects(
      errorEffects({ kind: 'mutation', status: 200, failures: [{ message, reason: reasons[message] }] }),
    ),
  );

describe('MaintenanceDialog', () => {
  afterEach(() => act(closeMaintenanceModal));

  it('stays closed until a write is refused', () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells about the maintenance when write access is required', () => {
    renderDialog();
    refuse('This action requires write access.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Wartungsarbeiten')).toBeTruthy();
    expect(screen.getByText(/Das Portal wird gerade gewartet\./)).toBeTruthy();
  });

  it('tells the doctor that an administrator is handling the account, and closes', async () => {
    renderDialog();
    refuse('This account is currently being handled by an administrator.');
    expect(screen.getByText('Konto in Bearbeitung')).toBeTruthy();
    expect(
      screen.getByText(
        'Ihr Konto wird gerade von einem Administrator bearbeitet. Änderungen sind währenddessen nicht möglich. Bitte versuchen Sie es später erneut.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Wartungsarbeiten')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    // It keeps its text while it fades out, then it is gone.
    expect(screen.queryByText('Wartungsarbeiten')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Konto in Bearbeitung')).toBeNull());
  });

  it('speaks English too', () => {
    renderDialog('en');
    refuse('This account is currently being handled by an administrator.');
    expect(screen.getByText('Account being handled')).toBeTruthy();
    expect(
      screen.getByText(
        'Your account is currently being handled by an administrator. Changes are not possible in the meantime. Please try again later.',
      ),
    ).toBeTruthy();
  });
});
