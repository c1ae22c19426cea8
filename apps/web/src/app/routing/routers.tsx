import { LegalPage } from '../../features/legal/LegalPage';
import { Spinner } from '@blueprintjs/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AccountSettingsPage } from '../../features/account/AccountSettingsPage';
import { auditRoutes } from '../../features/audit/auditPaths';
import { AccountActivationPage } from '../../features/registration/AccountActivationPage';
import { ConfirmEmailChangePage } from '../../features/account/ConfirmEmailChangePage';
import { InvitedDoctorRegisterPage } from '../../features/registration/InvitedDoctorRegisterPage';
import { LoginPage } from '../../features/sessions/LoginPage';
import { PayPage } from '../../features/payments/PayPage';
import { PaymentPage } from '../../features/payments/PaymentPage';
import { TwoFactorPage } from '../../features/two-factor/TwoFactorPage';
import {
  ChangePasswordPage,
  ChangePasswordSuccessPage,
} from '../../features/password-reset/ChangePasswordPage';
import { ResetPasswordPage } from '../../features/password-reset/ResetPasswordPage';
import { ResetPasswordSentPage } from '../../features/password-reset/ResetPasswordSentPage';
import { RegisterPage, RegisterSuccessPage } from '../../features/registration/RegisterPage';
import { patientsRoutes } from '../../features/patients/routes';
import { patientPortalRoutes } from '../../features/patient-accounts/routes';
import { questionnaireLinkRoutes } from '../../features/questionnaire-links/routes';
import { OrdersListPage } from '../../features/orders/list/OrdersListPage';
import { FinancialPage } from '../../features/consulting-fees/FinancialPage';
import { AppShell } from '../AppShell';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { patientBasename, type Portal } from '../portal/portal';
import { HomeRedirect, PatientHomeRedirect } from './HomeRedirect';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';

// Only formula managers use the formula tool: its code loads when one opens it.
const FormulaToolRoutes = lazy(() =>
  import('../../features/formulas/FormulaToolRoutes').then((module) => ({
    default: module.FormulaToolRoutes,
  })),
);

// The admin screens: each one's code loads when an admin opens it.
const AdminDashboardPage = lazy(() =>
  import('../../features/admin-dashboard/AdminDashboardPage').then((module) => ({
    default: module.AdminDashboardPage,
  })),
);
const AdminOrdersPage = lazy(() =>
  import('../../features/orders/admin/AdminOrdersPage').then((module) => ({
    default: module.AdminOrdersPage,
  })),
);
const QuarantinedLabReportsPage = lazy(() =>
  import('../../features/lab/admin/quarantine/QuarantinedLabReportsPage').then((module) => ({
    default: module.QuarantinedLabReportsPage,
  })),
);
const AdminPatientsPage = lazy(() =>
  import('../../features/patients/admin/AdminPatientsPage').then((module) => ({
    default: module.AdminPatientsPage,
  })),
);
const AdminSubscriptionsPage = lazy(() =>
  import('../../features/subscriptions/admin/AdminSubscriptionsPage').then((module) => ({
    default: module.AdminSubscriptionsPage,
  })),
);
const TherapistsPage = lazy(() =>
  import('../../features/therapists/TherapistsPage').then((module) => ({
    default: module.TherapistsPage,
  })),
);
const CreditNotesPage = lazy(() =>
  import('../../features/credit-notes/CreditNotesPage').then((module) => ({
    default: module.CreditNotesPage,
  })),
);
const BloodUploadQueuePage = lazy(() =>
  import('../../features/results/blood-uploads/queue/BloodUploadQueuePage').then((module) => ({
    default: module.BloodUploadQueuePage,
  })),
);
const BloodUploadWorkPage = lazy(() =>
  import('../../features/results/blood-uploads/queue/BloodUploadWorkPage').then((module) => ({
    default: module.BloodUploadWorkPage,
  })),
);
const AuditLogPage = lazy(() =>
  import('../../features/audit/AuditLogPage').then((module) => ({ default: module.AuditLogPage })),
);

/** A lazily loaded screen at `path`, with the page spinner while its code loads. */
const lazyScreen = (path: string, screen: ReactNode): RouteObject => ({
  path,
  element: <Suspense fallback={<Spinner className="page-spinner" />}>{screen}</Suspense>,
});

// Feature screens are added to these lists as they land.
const mainRoutes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'two-factor', element: <TwoFactorPage /> },
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: 'register', element: <RegisterPage /> },
      { path: 'register/success', element: <RegisterSuccessPage /> },
    ],
  },
  { path: 'verification-code', element: <Navigate to="/register" replace /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'reset-password/sent', element: <ResetPasswordSentPage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'change-password/success', element: <ChangePasswordSuccessPage /> },
  { path: 'account-activation', element: <AccountActivationPage /> },
  { path: 'confirm-email-change/:user/:newEmail', element: <ConfirmEmailChangePage /> },
  { path: 'doctors/:doctorId/register', element: <InvitedDoctorRegisterPage /> },
  { path: 'payment', element: <PaymentPage /> },
  { path: 'legal/:page', element: <LegalPage /> },
  { path: 'pay/:token', element: <PayPage /> },
  // Patients with a questionnaire link: before the doctor's patients routes, outside the doctor's guard.
  ...questionnaireLinkRoutes,
  {
    element: <RequireSession />,
    children: [
      { path: 'account', element: <Navigate to="/account/settings" replace /> },
      { path: 'account/settings', element: <AccountSettingsPage /> },
      { path: 'auth/account/settings', element: <AccountSettingsPage /> },
      { path: 'admin/account', element: <AccountSettingsPage /> },
      ...patientsRoutes,
      { path: 'orders', element: <OrdersListPage /> },
      { path: 'financial', element: <FinancialPage /> },
      lazyScreen('admin/formula-tool/*', <FormulaToolRoutes notFound={<NotFoundPage />} />),
      lazyScreen('admin', <AdminDashboardPage />),
      lazyScreen('admin/orders', <AdminOrdersPage />),
      lazyScreen('admin/orders/lab-reports', <QuarantinedLabReportsPage />),
      lazyScreen('admin/patients', <AdminPatientsPage />),
      lazyScreen('admin/subscriptions', <AdminSubscriptionsPage />),
      lazyScreen('admin/therapists', <TherapistsPage />),
      lazyScreen('admin/therapists/credit-notes', <CreditNotesPage />),
      lazyScreen('admin/blood-uploads', <BloodUploadQueuePage />),
      lazyScreen('admin/blood-uploads/:uploadId', <BloodUploadWorkPage />),
      lazyScreen(auditRoutes.doctor, <AuditLogPage subject="doctor" />),
      lazyScreen(auditRoutes.patient, <AuditLogPage subject="patient" />),
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
  { index: true, element: <PatientHomeRedirect /> },
  ...patientPortalRoutes,
  { path: '*', element: <NotFoundPage /> },
];

/** The route tree of a portal, inside its shell. */
export function portalRoutes(portal: Portal): RouteObject[] {
  return [
    {
      element: <AppShell portal={portal} />,
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
