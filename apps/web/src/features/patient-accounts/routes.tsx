import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/routing/lazyPage';
import { RequirePatientSession } from './RequirePatientSession';

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
  {
    element: <RequirePatientSession />,
    children: [
      {
        path: 'account-settings',
        ...lazyPage(() => import('./PatientAccountSettingsPage'), 'PatientAccountSettingsPage'),
      },
    ],
  },
];
