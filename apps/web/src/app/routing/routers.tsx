import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { auditRoutes } from '../../features/audit/auditPaths';
import { patientsRoutes } from '../../features/patients/routes';
import { patientAccountSettingsRoute, patientPortalRoutes } from '../../features/patient-accounts/routes';
import { RequirePatientSession } from '../../features/patient-accounts/RequirePatientSession';
import { PatientPortalFrame } from '../../features/patient-portal/PatientPortalFrame';
import { patientPortalPageRoutes } from '../../features/patient-portal/routes';
import { questionnaireLinkRoutes } from '../../features/questionnaire-links/routes';
import { AppShell } from '../AppShell';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { patientBasename, type Portal } from '../portal/portal';
import { HomeRedirect } from './HomeRedirect';
import { lazyPage } from '../../shared/routing/lazyPage';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';

// Every screen's code loads when it is opened (lazyPage): the entry holds only the shell and its guards.
const accountSettings = lazyPage(
  () => import('../../features/account/AccountSettingsPage'),
  'AccountSettingsPage',
);
const changePassword = lazyPage(
  () => import('../../features/password-reset/ChangePasswordPage'),
  'ChangePasswordPage',
);
const changePasswordSuccess = lazyPage(
  () => import('../../features/password-reset/ChangePasswordPage'),
  'ChangePasswordSuccessPage',
);
const auditLog = (subject: 'doctor' | 'patient'): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { AuditLogPage } = await import('../../features/audit/AuditLogPage');
    return { Component: () => <AuditLogPage subject={subject} /> };
  },
});
const formulaTool: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const { FormulaToolRoutes } = await import('../../features/formulas/FormulaToolRoutes');
    return { Component: () => <FormulaToolRoutes notFound={<NotFoundPage />} /> };
  },
};

// Feature screens are added to these lists as they land.
const mainRoutes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  { path: 'login', ...lazyPage(() => import('../../features/sessions/LoginPage'), 'LoginPage') },
  {
    path: 'two-factor',
    ...lazyPage(() => import('../../features/two-factor/TwoFactorPage'), 'TwoFactorPage'),
  },
  {
    element: <RedirectIfSignedIn />,
    children: [
      {
        path: 'register',
        ...lazyPage(() => import('../../features/registration/RegisterPage'), 'RegisterPage'),
      },
      {
        path: 'register/success',
        ...lazyPage(() => import('../../features/registration/RegisterPage'), 'RegisterSuccessPage'),
      },
    ],
  },
  { path: 'verification-code', element: <Navigate to="/register" replace /> },
  {
    path: 'reset-password',
    ...lazyPage(() => import('../../features/password-reset/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: 'reset-password/sent',
    ...lazyPage(() => import('../../features/password-reset/ResetPasswordSentPage'), 'ResetPasswordSentPage'),
  },
  { path: 'change-password', ...changePassword },
  { path: 'change-password/success', ...changePasswordSuccess },
  {
    path: 'account-activation',
    ...lazyPage(() => import('../../features/registration/AccountActivationPage'), 'AccountActivationPage'),
  },
  {
    path: 'confirm-email-change/:user/:newEmail',
    ...lazyPage(() => import('../../features/account/ConfirmEmailChangePage'), 'ConfirmEmailChangePage'),
  },
  {
    path: 'doctors/:doctorId/register',
    ...lazyPage(
      () => import('../../features/registration/InvitedDoctorRegisterPage'),
      'InvitedDoctorRegisterPage',
    ),
  },
  {
    path: 'payment',
    ...lazyPage(() => import('../../features/payments/PaymentPage'), 'PaymentPage'),
  },
  {
    path: 'legal/:page',
    ...lazyPage(() => import('../../features/legal/LegalPage'), 'LegalPage'),
  },
  {
    path: 'pay/:token',
    ...lazyPage(() => import('../../features/payments/PayPage'), 'PayPage'),
  },
  // Patients with a questionnaire link: before the doctor's patients routes, outside the doctor's guard.
  ...questionnaireLinkRoutes,
  {
    element: <RequireSession />,
    children: [
      { path: 'account', element: <Navigate to="/account/settings" replace /> },
      { path: 'account/settings', ...accountSettings },
      { path: 'auth/account/settings', ...accountSettings },
      { path: 'admin/account', ...accountSettings },
      ...patientsRoutes,
      {
        path: 'orders',
        ...lazyPage(() => import('../../features/orders/list/OrdersListPage'), 'OrdersListPage'),
      },
      {
        path: 'financial',
        ...lazyPage(() => import('../../features/consulting-fees/FinancialPage'), 'FinancialPage'),
      },
      { path: 'admin/formula-tool/*', ...formulaTool },
      {
        path: 'admin',
        ...lazyPage(() => import('../../features/admin-dashboard/AdminDashboardPage'), 'AdminDashboardPage'),
      },
      {
        path: 'admin/orders',
        ...lazyPage(() => import('../../features/orders/admin/AdminOrdersPage'), 'AdminOrdersPage'),
      },
      {
        path: 'admin/orders/lab-reports',
        ...lazyPage(
          () => import('../../features/lab/admin/quarantine/QuarantinedLabReportsPage'),
          'QuarantinedLabReportsPage',
        ),
      },
      {
        path: 'admin/patients',
        ...lazyPage(() => import('../../features/patients/admin/AdminPatientsPage'), 'AdminPatientsPage'),
      },
      {
        path: 'admin/subscriptions',
        ...lazyPage(
          () => import('../../features/subscriptions/admin/AdminSubscriptionsPage'),
          'AdminSubscriptionsPage',
        ),
      },
      {
        path: 'admin/therapists',
        ...lazyPage(() => import('../../features/therapists/TherapistsPage'), 'TherapistsPage'),
      },
      {
        path: 'admin/therapists/credit-notes',
        ...lazyPage(() => import('../../features/credit-notes/CreditNotesPage'), 'CreditNotesPage'),
      },
      {
        path: 'admin/blood-uploads',
        ...lazyPage(
          () => import('../../features/results/blood-uploads/queue/BloodUploadQueuePage'),
          'BloodUploadQueuePage',
        ),
      },
      {
        path: 'admin/blood-uploads/:uploadId',
        ...lazyPage(
          () => import('../../features/results/blood-uploads/queue/BloodUploadWorkPage'),
          'BloodUploadWorkPage',
        ),
      },
      { path: auditRoutes.doctor, ...auditLog('doctor') },
      { path: auditRoutes.patient, ...auditLog('patient') },
      // Unknown paths below the guarded areas: the guards apply first, then the 404.
      ...['admin/*', 'orders/*', 'financial/*'].map((path) => ({
        path,
        element: <NotFoundPage />,
      })),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

const patientRoutes: RouteObject[] = [
  ...patientPortalRoutes,
  {
    element: <RequirePatientSession />,
    children: [
      {
        element: <PatientPortalFrame />,
        children: [...patientPortalPageRoutes, patientAccountSettingsRoute],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The route tree of a portal, inside its shell. */
export function portalRoutes(portal: Portal): RouteObject[] {
  return [
    {
      element: <AppShell portal={portal} />,
      // Shown while the first screen's code loads.
      hydrateFallbackElement: <Spinner className="page-spinner" />,
      errorElement: <RouteErrorPage />,
      children: portal === 'patient' ? patientRoutes : mainRoutes,
    },
  ];
}

export function createPortalRouter(portal: Portal) {
  return portal === 'patient'
    ? createBrowserRouter(portalRoutes(portal), { basename: patientBasename })
    : createBrowserRouter(portalRoutes(portal));
}
