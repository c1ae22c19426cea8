import './bloodResults.css';
import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/routing/lazyPage';
import { bloodAnalysisTableQuery } from './list/bloodAnalysisTableQuery';

/** The blood screens below /patients/{patientId}. */
export const bloodResultsRoutes: RouteObject[] = [
  {
    path: 'blood-analysis',
    ...bloodAnalysisTableQuery.route,
    ...lazyPage(() => import('./list/BloodAnalysisPage'), 'BloodAnalysisPage'),
  },
  {
    path: 'blood-analysis/:code',
    ...lazyPage(() => import('./detail/BloodMarkerPage'), 'BloodMarkerPage'),
  },
];
