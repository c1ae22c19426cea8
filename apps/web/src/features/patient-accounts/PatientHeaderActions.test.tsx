import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { patientSession, signedOutPatientSession } from '../../session/patientSession';
import { renderScreen } from '../../test/renderScreen';
import { patientLogout } from './patientApi';
import { PatientHeaderActions } from './PatientHeaderActions';
import { RequirePatientSession } from './RequirePatientSession';

vi.mock('./patientApi', () => ({ patientLogout: vi.fn() }));

describe('PatientHeaderActions', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    patientSession.set(signedOutPatientSession);
  });

  it('offers the logout only while signed in', () => {
    renderScreen(<PatientHeaderActions />, { path: '/login' });
    expect(screen.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  });

  it('logs out on the server, clears the store and goes to the login, even when the server session is gone', async () => {
    vi.mocked(patientLogout).mockRejectedValue(new Error('gone'));
    patientSession.set({ isAuthenticated: true, patientId: '7', user: null });
    const { router } = renderScreen(<PatientHeaderActions />, { path: '/account-settings' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    });
    expect(patientLogout).toHaveBeenCalled();
    expect(patientSession.get()).toEqual(signedOutPatientSession);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('switches the language', async () => {
    renderScreen(<PatientHeaderActions />, { path: '/login' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Sprache'), { target: { value: 'en' } });
    });
    expect(i18n.language).toBe('en');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
  });
});

describe('RequirePatientSession', () => {
  it('sends a visitor without a patient session to the login', () => {
    patientSession.set(signedOutPatientSession);
    const { router } = renderScreen(<RequirePatientSession />, { path: '/account-settings' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
