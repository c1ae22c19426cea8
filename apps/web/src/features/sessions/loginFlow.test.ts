import { describe, expect, it } from 'vitest';
import { afterPasswordLogin, safeRedirect } from './loginFlow';

const login = { twoFactorRequired: false, enforced: false, enabled: false, redirect: null };

describe('afterPasswordLogin', () => {
  it('shows the code screen when the server asks for the second factor', () => {
    expect(afterPasswordLogin({ ...login, twoFactorRequired: true, enforced: true })).toEqual({
      step: 'challenge',
    });
  });

  it('sends a user without a second factor to the set-up when two-factor is enforced', () => {
    expect(afterPasswordLogin({ ...login, enforced: true })).toEqual({ step: 'setup' });
  });

  it('goes to the redirect target, or to /', () => {
    expect(afterPasswordLogin({ ...login, redirect: '/account/settings?form=office' })).toEqual({
      step: 'done',
      to: '/account/settings?form=office',
    });
    expect(afterPasswordLogin(login)).toEqual({ step: 'done', to: '/' });
    expect(afterPasswordLogin({ ...login, enforced: true, enabled: true })).toEqual({
      step: 'done',
      to: '/',
    });
  });
});

describe('safeRedirect', () => {
  it('never leaves the site', () => {
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/patients?page=2')).toBe('/patients?page=2');
  });
});
