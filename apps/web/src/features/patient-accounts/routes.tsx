import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/routing/lazyPage';

/** The pages of the patient portal, relative to its basename /patient (the index redirect is the router's). */
export const patientPortalRoutes: RouteObject[] = [
  { path: 'login', ...lazyPage(() => import('./PatientLoginPage'), 'PatientLoginPage') },
  {
    path: 'register',
    ...lazyPage(() => import('./PatientRegisterPage'), 'PatientRegisterPage'),
  },
  {
    path: 'register/success',
    ...lazyPage(() => import('./PatientRegisterSuccessPage'), 'PatientRegisterSuccessPage'),
  },
  {
    path: 'reset-password',
    ...lazyPage(() => import('./PatientResetPasswordPage'), 'PatientResetPasswordPage'),
  },
  {
    path: 'reset-password/sent',
    ...lazyPage(() => import('./PatientResetPasswordSentPage'), 'PatientResetPasswordSentPage'),
  },
  // The doctors' pages: the reset token names the account, so no e-mail is asked.
  {
    path: 'change-password',
    lazy: async () => {
      const { ChangePasswordPage } = await import('../password-reset/ChangePasswordPage');
      return { Component: () => <ChangePasswordPage askEmail={false} showRules /> };
    },
  },
  {
    path: 'change-password/success',
    ...lazyPage(() => import('../password-reset/ChangePasswordPage'), 'ChangePasswordSuccessPage'),
  },
];

/** The account page, shown inside the signed-in patient's frame (composed by the router). */
export const patientAccountSettingsRoute: RouteObject = {
  path: 'account-settings',
  ...lazyPage(() => import('./PatientAccountSettingsPage'), 'PatientAccountSettingsPage'),
};
