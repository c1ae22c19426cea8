import './patients.css';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PatientOrdersPage } from '../orders/list/PatientOrdersPage';
import { patientResultRoutes } from '../results/routes';
import { SubscriptionsPage } from '../subscriptions/SubscriptionsPage';
import { LifestylePage } from './lifestyle/LifestylePage';
import { PatientsListPage } from './list/PatientsListPage';
import { PersonalInfoPage } from './personalInfo/PersonalInfoPage';
import { PatientProfilePage } from './profile/PatientProfilePage';

export const patientsRoutes: RouteObject[] = [
  { path: 'patients', element: <PatientsListPage /> },
  {
    path: 'patients/:patientId',
    element: <PatientProfilePage />,
    // Tabs of later areas are added here and in patientTabs; their fragments go into the profile's query.
    children: [
      { index: true, element: <Navigate to="personal-info" replace /> },
      { path: 'personal-info', element: <PersonalInfoPage /> },
      { path: 'lifestyle', element: <LifestylePage /> },
      { path: 'subscriptions', element: <SubscriptionsPage /> },
      { path: 'orders', element: <PatientOrdersPage /> },
      ...patientResultRoutes,
    ],
  },
];
