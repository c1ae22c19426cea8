import './shared/results.css';
import { type RouteObject } from 'react-router-dom';
import { bloodResultsRoutes } from './blood-analysis/routes';
import { DnaAnalysisPage } from './dna-analysis/DnaAnalysisPage';
import { DnaMarkerPage } from './dna-analysis/DnaMarkerPage';
import { MedicationPage } from './medication/MedicationPage';
import { MicronutrientDetailPage } from './micronutrients/MicronutrientDetailPage';
import { MicronutrientsPage } from './micronutrients/MicronutrientsPage';

/** The result screens below /patients/{patientId}, inside the profile's shell. */
export const patientResultRoutes: RouteObject[] = [
  ...bloodResultsRoutes,
  { path: 'dna-analysis', element: <DnaAnalysisPage /> },
  { path: 'dna-analysis/:code', element: <DnaMarkerPage /> },
  { path: 'micronutrients', element: <MicronutrientsPage /> },
  { path: 'micronutrients/:micronutrientId', element: <MicronutrientDetailPage /> },
  { path: 'medication', element: <MedicationPage /> },
];
