import './patients.css';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/routing/lazyPage';
import { patientResultRoutes } from '../results/routes';
import { patientsListQuery } from './list/patientsListQuery';
import { patientProfileQuery } from './profile/patientProfileQuery';

export const patientsRoutes: RouteObject[] = [
  {
    path: 'patients',
    ...patientsListQuery.route,
    ...lazyPage(() => import('./list/PatientsListPage'), 'PatientsListPage'),
  },
  {
    path: 'patients/:patientId',
    ...patientProfileQuery.route,
    ...lazyPage(() => import('./profile/PatientProfilePage'), 'PatientProfilePage'),
    // Tabs of later areas are added here and in patientTabs; their fragments go into the profile's query.
    children: [
      { index: true, element: <Navigate to="personal-info" replace /> },
      {
        path: 'personal-info',
        ...lazyPage(() => import('./personalInfo/PersonalInfoPage'), 'PersonalInfoPage'),
      },
      {
        path: 'lifestyle',
        ...lazyPage(() => import('./lifestyle/LifestylePage'), 'LifestylePage'),
      },
      {
        path: 'subscriptions',
        ...lazyPage(() => import('../subscriptions/SubscriptionsPage'), 'SubscriptionsPage'),
      },
      {
        path: 'orders',
        ...lazyPage(() => import('../orders/list/PatientOrdersPage'), 'PatientOrdersPage'),
      },
      ...patientResultRoutes,
    ],
  },
];
