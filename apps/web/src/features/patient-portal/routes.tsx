import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/routing/lazyPage';

/**
 * The signed-in patient's pages below /patient (issue 34), inside `PatientPortalFrame`; each page adds its line.
 * The account settings stay the patient-accounts area's route.
 */
export const patientPortalPageRoutes: RouteObject[] = [
  { index: true, ...lazyPage(() => import('./home/PatientHomePage'), 'PatientHomePage') },
  { path: 'results', ...lazyPage(() => import('./results/PatientResultsPage'), 'PatientResultsPage') },
  {
    path: 'results/:releaseId',
    ...lazyPage(() => import('./results/PatientReportPage'), 'PatientReportPage'),
  },
  { path: 'orders', ...lazyPage(() => import('./orders/PatientOrdersPage'), 'PatientOrdersPage') },
  { path: 'plan', ...lazyPage(() => import('./plan/PatientPlanPage'), 'PatientPlanPage') },
];
