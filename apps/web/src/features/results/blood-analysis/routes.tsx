import './bloodResults.css';
import { type RouteObject } from 'react-router-dom';
import { BloodMarkerPage } from './detail/BloodMarkerPage';
import { BloodAnalysisPage } from './list/BloodAnalysisPage';

/** The blood screens below /patients/{patientId}. */
export const bloodResultsRoutes: RouteObject[] = [
  { path: 'blood-analysis', element: <BloodAnalysisPage /> },
  { path: 'blood-analysis/:code', element: <BloodMarkerPage /> },
];
