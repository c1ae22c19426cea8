import './bloodResults.css';
import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/routing/lazyPage';

/** The blood screens below /patients/{patientId}. */
export const bloodResultsRoutes: RouteObject[] = [
  {
    path: 'blood-analysis',
    ...lazyPage(() => import('./list/BloodAnalysisPage'), 'BloodAnalysisPage'),
  },
  {
    path: 'blood-analysis/:code',
    ...lazyPage(() => import('./detail/BloodMarkerPage'), 'BloodMarkerPage'),
  },
];
