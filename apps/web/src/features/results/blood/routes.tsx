import './bloodResults.css';
import { type RouteObject } from 'react-router-dom';
import { BloodAnalysisPage } from './list/BloodAnalysisPage';

/** The blood screens below /patients/{patientId}. */
export const bloodResultsRoutes: RouteObject[] = [{ path: 'blood-analysis', element: <BloodAnalysisPage /> }];
