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
    '/no-such-page',
  ])('%s is not public', (pathname) => {
    expect(isPublicRoute(pathname)).toBe(false);
  });
});
