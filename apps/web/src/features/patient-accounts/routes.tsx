import { type RouteObject } from 'react-router-dom';
import { ChangePasswordPage, ChangePasswordSuccessPage } from '../password-reset/ChangePasswordPage';
import { PatientAccountSettingsPage } from './PatientAccountSettingsPage';
import { PatientLoginPage } from './PatientLoginPage';
import { PatientRegisterPage } from './PatientRegisterPage';
import { PatientRegisterSuccessPage } from './PatientRegisterSuccessPage';
import { PatientResetPasswordPage } from './PatientResetPasswordPage';
import { PatientResetPasswordSentPage } from './PatientResetPasswordSentPage';
import { RequirePatientSession } from './RequirePatientSession';

/** The pages of the patient portal, relative to its basename /patient (the index redirect is the router's). */
export const patientPortalRoutes: RouteObject[] = [
  { path: 'login', element: <PatientLoginPage /> },
  { path: 'register', element: <PatientRegisterPage /> },
  { path: 'register/success', element: <PatientRegisterSuccessPage /> },
  { path: 'reset-password', element: <PatientResetPasswordPage /> },
  { path: 'reset-password/sent', element: <PatientResetPasswordSentPage /> },
  // The doctors' pages: the reset token names the account, so no e-mail is asked.
  { path: 'change-password', element: <ChangePasswordPage askEmail={false} showRules /> },
  { path: 'change-password/success', element: <ChangePasswordSuccessPage /> },
  {
    element: <RequirePatientSession />,
    children: [{ path: 'account-settings', element: <PatientAccountSettingsPage /> }],
  },
];
