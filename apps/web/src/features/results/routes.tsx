import './shared/results.css';
import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/routing/lazyPage';
import { bloodResultsRoutes } from './blood-analysis/routes';

/** The result screens below /patients/{patientId}, inside the profile's shell. */
export const patientResultRoutes: RouteObject[] = [
  ...bloodResultsRoutes,
  {
    path: 'dna-analysis',
    ...lazyPage(() => import('./dna-analysis/DnaAnalysisPage'), 'DnaAnalysisPage'),
  },
  {
    path: 'dna-analysis/:code',
    ...lazyPage(() => import('./dna-analysis/DnaMarkerPage'), 'DnaMarkerPage'),
  },
  {
    path: 'micronutrients',
    ...lazyPage(() => import('./micronutrients/MicronutrientsPage'), 'MicronutrientsPage'),
  },
  {
    path: 'micronutrients/:micronutrientId',
    ...lazyPage(() => import('./micronutrients/MicronutrientDetailPage'), 'MicronutrientDetailPage'),
  },
  {
    path: 'medication',
    ...lazyPage(() => import('./medication/MedicationPage'), 'MedicationPage'),
  },
];
