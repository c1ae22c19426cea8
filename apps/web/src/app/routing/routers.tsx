import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AccountSettingsPage } from '../../features/account/AccountSettingsPage';
import { AccountActivationPage } from '../../features/registration/AccountActivationPage';
import { ConfirmEmailChangePage } from '../../features/account/ConfirmEmailChangePage';
import { InvitedDoctorRegisterPage } from '../../features/registration/InvitedDoctorRegisterPage';
import { LoginPage } from '../../features/sessions/LoginPage';
import { PayPage } from '../../features/payment/PayPage';
import { PaymentPage } from '../../features/payment/PaymentPage';
import { TwoFactorPage } from '../../features/twoFactor/TwoFactorPage';
import {
  ChangePasswordPage,
  ChangePasswordSuccessPage,
} from '../../features/passwordReset/ChangePasswordPage';
import { ResetPasswordPage } from '../../features/passwordReset/ResetPasswordPage';
import { ResetPasswordSentPage } from '../../features/passwordReset/ResetPasswordSentPage';
import { RegisterPage, RegisterSuccessPage } from '../../features/registration/RegisterPage';
import { patientsRoutes } from '../../features/patients/routes';
import { OrdersListPage } from '../../features/orders/list/OrdersListPage';
import { FinancialPage } from '../../features/financial/FinancialPage';
import { AppShell } from '../AppShell';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { patientBasename, type Portal } from '../portal/portal';
import { HomeRedirect, PatientHomeRedirect } from './HomeRedirect';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';

// Only formula managers use the formula tool: its code loads when one opens it.
const FormulaToolRoutes = lazy(() =>
  import('../../features/formulaTool/FormulaToolRoutes').then((module) => ({
    default: module.FormulaToolRoutes,
  })),
);

// An admin screen: its code loads when an admin opens it.
const CreditNotesPage = lazy(() =>
  import('../../features/creditNotes/CreditNotesPage').then((module) => ({
    default: module.CreditNotesPage,
  })),
);

const AdminOrdersPage = lazy(() =>
  import('../../features/adminOrders/AdminOrdersPage').then((module) => ({
    default: module.AdminOrdersPage,
  })),
);

const TherapistsPage = lazy(() =>
  import('../../features/therapists/TherapistsPage').then((module) => ({
    default: module.TherapistsPage,
  })),
);

const AdminDashboardPage = lazy(() =>
  import('../../features/adminDashboard/AdminDashboardPage').then((module) => ({
    default: module.AdminDashboardPage,
  })),
);
const AdminPatientsPage = lazy(() =>
  import('../../features/adminPatients/AdminPatientsPage').then((module) => ({
    default: module.AdminPatientsPage,
  })),
);
const AdminSubscriptionsPage = lazy(() =>
  import('../../features/adminSubscriptions/AdminSubscriptionsPage').then((module) => ({
    default: module.AdminSubscriptionsPage,
  })),
);

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
  { path: 'pay/:token', element: <PayPage /> },
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
      {
        path: 'admin/formula-tool/*',
        element: (
          <Suspense fallback={<Spinner className="page-spinner" />}>
            <FormulaToolRoutes notFound={<NotFoundPage />} />
          </Suspense>
        ),
      },
      ...(
        [
          ['admin', <AdminDashboardPage key="dashboard" />],
          ['admin/patients', <AdminPatientsPage key="patients" />],
          ['admin/subscriptions', <AdminSubscriptionsPage key="subscriptions" />],
        ] as const
      ).map(([path, page]) => ({
        path,
        element: <Suspense fallback={<Spinner className="page-spinner" />}>{page}</Suspense>,
      })),
      {
        path: 'admin/orders',
        element: (
          <Suspense fallback={<Spinner className="page-spinner" />}>
            <AdminOrdersPage />
          </Suspense>
        ),
      },
      {
        path: 'admin/therapists',
        element: (
          <Suspense fallback={<Spinner className="page-spinner" />}>
            <TherapistsPage />
          </Suspense>
        ),
      },
      {
        path: 'admin/therapists/credit-notes',
        element: (
          <Suspense fallback={<Spinner className="page-spinner" />}>
            <CreditNotesPage />
          </Suspense>
        ),
      },
      // Areas whose screens land later: the guards already apply, the page is the 404 until then.
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
  { path: '*', element: <NotFoundPage /> },
];

export function createPortalRouter(portal: Portal) {
  const shell = (children: RouteObject[]): RouteObject[] => [
    { element: <AppShell portal={portal} />, errorElement: <RouteErrorPage />, children },
  ];
  return portal === 'patient'
    ? createBrowserRouter(shell(patientRoutes), { basename: patientBasename })
    : createBrowserRouter(shell(mainRoutes));
}
