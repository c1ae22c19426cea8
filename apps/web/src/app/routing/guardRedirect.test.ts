import { describe, expect, it } from 'vitest';
import { type DoctorSession, signedOutDoctorSession } from '../../session/doctorSession';
import { guardRedirect } from './guardRedirect';

const user = (...permissions: string[]) => ({
  id: '1',
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.de',
  permissions,
});
const session = (over: Partial<DoctorSession> = {}): DoctorSession => ({
  ...signedOutDoctorSession,
  user: user(),
  ...over,
});
const flags = (enabled: boolean, confirmed: boolean, enforced: boolean) => ({ enabled, confirmed, enforced });

describe('guardRedirect', () => {
  it('sends the unauthenticated to the login with the page as redirect', () => {
    expect(guardRedirect(signedOutDoctorSession, '/account/settings', '?form=office')).toBe(
      '/login?redirect=%2Faccount%2Fsettings%3Fform%3Doffice',
    );
  });

  it('sends users to /login while two-factor is enforced but not enabled, or enabled but not confirmed', () => {
    expect(guardRedirect(session({ twoFactor: flags(false, false, true) }), '/account/settings')).toBe(
      '/login',
    );
    expect(guardRedirect(session({ twoFactor: flags(true, false, false) }), '/account/settings')).toBe(
      '/login',
    );
    expect(guardRedirect(session({ twoFactor: flags(true, true, true) }), '/account/settings')).toBeNull();
  });

  it('keeps admins out of /orders and /patients and others out of /admin', () => {
    const admin = session({ user: user('ManageMedicalCenters') });
    expect(guardRedirect(admin, '/patients')).toBe('/admin');
    expect(guardRedirect(admin, '/orders/12')).toBe('/admin');
    expect(guardRedirect(admin, '/admin/account')).toBeNull();
    expect(guardRedirect(session(), '/admin/account')).toBe('/patients');
    expect(guardRedirect(session(), '/administration')).toBeNull();
  });

  it('opens the formula tool to formula managers only', () => {
    expect(guardRedirect(session({ user: user('ManageMedicalCenters') }), '/admin/formula-tool')).toBe(
      '/admin',
    );
    expect(
      guardRedirect(session({ user: user('ManageMedicalCenters', 'ManageFormulas') }), '/admin/formula-tool'),
    ).toBeNull();
  });

  it("lets an admin acting as a doctor in, whatever the doctor's two-factor state", () => {
    const impersonating = session({
      previousUser: user('ManageMedicalCenters'),
      twoFactor: flags(false, true, true),
    });
    expect(guardRedirect(impersonating, '/patients')).toBeNull();
  });
});
