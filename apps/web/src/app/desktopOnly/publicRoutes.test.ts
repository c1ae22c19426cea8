import { describe, expect, it } from 'vitest';
import { isPublicRoute } from './publicRoutes';

describe('isPublicRoute', () => {
  it.each([
    '/login',
    '/login/',
    '/two-factor',
    '/register',
    '/register/success',
    '/verification-code',
    '/reset-password',
    '/reset-password/sent',
    '/change-password',
    '/change-password/success',
    '/account-activation',
    '/confirm-email-change/12/new%40example.com',
    '/doctors/5/register',
    '/payment',
    '/pay/Ab3_x-9',
    '/patients/6f1c2a9e-4b1d-4c8e-9a51-0d3b7e2f8c11/login',
    '/patients/42/fill-questionnaire',
    '/patients/42/fill-questionnaire-success',
    '/patient/login',
    '/patient/register',
    '/patient/register/success',
    '/patient/reset-password',
    '/patient/reset-password/sent',
    '/patient/change-password',
    '/patient/change-password/success',
  ])('%s is public', (pathname) => {
    expect(isPublicRoute(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/patients',
    '/orders',
    '/financial',
    '/admin',
    '/account/settings',
    '/register/other',
    '/doctors/5',
    '/doctors/5/register/extra',
    '/pay',
    '/pay/token/extra',
    '/patient',
    '/patient/account-settings',
    '/patients/42/personal-info',
    '/patients/42/lifestyle',
    '/no-such-page',
  ])('%s is not public', (pathname) => {
    expect(isPublicRoute(pathname)).toBe(false);
  });
});
