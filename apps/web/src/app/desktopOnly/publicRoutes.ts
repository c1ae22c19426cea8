import { matchPath } from 'react-router-dom';

// Pages reachable without a session (and usable on a phone); full browser paths, both portals.
const publicRoutePatterns = [
  '/login',
  '/two-factor',
  '/register',
  '/register/success',
  '/verification-code',
  '/reset-password',
  '/reset-password/sent',
  '/change-password',
  '/change-password/success',
  '/account-activation',
  '/confirm-email-change/*',
  '/doctors/:doctorId/register',
  '/payment',
  '/pay/:token',
  // The questionnaire link: a patient with the birth date and the questionnaire session it opens.
  '/patients/:patient/login',
  '/patients/:patientId/fill-questionnaire',
  '/patients/:patientId/fill-questionnaire-success',
  '/patient/login',
  '/patient/register/*',
  '/patient/reset-password/*',
  '/patient/change-password/*',
];

export function isPublicRoute(pathname: string): boolean {
  return publicRoutePatterns.some((pattern) => matchPath(pattern, pathname) !== null);
}
