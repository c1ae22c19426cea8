import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { patientsRoutes } from '../../features/patients/routes';
import { AppShell } from '../AppShell';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { patientBasename, type Portal } from '../portal/portal';
import { HomeRedirect, PatientHomeRedirect } from './HomeRedirect';
import { RouteErrorPage } from './RouteErrorPage';

// Feature screens are added to these lists as they land.
const mainRoutes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  ...patientsRoutes,
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
