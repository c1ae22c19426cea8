import { describe, expect, it } from 'vitest';
import { signedOutDoctorSession } from '../../session/doctorSession';
import { homePath } from './homePath';

const signedIn = (...permissions: string[]) => ({
  ...signedOutDoctorSession,
  user: { id: '1', first_name: 'A', last_name: 'B', email: 'a@b.de', permissions },
});

describe('homePath', () => {
  it('sends the unauthenticated to /login, admins to /admin and everybody else to /patients', () => {
    expect(homePath(signedOutDoctorSession)).toBe('/login');
    expect(homePath(signedIn('ManageMedicalCenters'))).toBe('/admin');
    expect(homePath(signedIn())).toBe('/patients');
    expect(homePath(signedIn('ManageFormulas'))).toBe('/patients');
  });
});
