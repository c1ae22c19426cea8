import './shared/results.css';
import { type RouteObject } from 'react-router-dom';
import { DnaAnalysisPage } from './dna/DnaAnalysisPage';
import { DnaMarkerPage } from './dna/DnaMarkerPage';
import { MedicationPage } from './medication/MedicationPage';

/** The result screens below /patients/{patientId}, inside the profile's shell. */
export const patientResultRoutes: RouteObject[] = [
  { path: 'dna-analysis', element: <DnaAnalysisPage /> },
  { path: 'dna-analysis/:code', element: <DnaMarkerPage /> },
  { path: 'medication', element: <MedicationPage /> },
];
