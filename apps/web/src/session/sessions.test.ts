import { describe, expect, it } from 'vitest';
import { readXsrfToken } from '../http/xsrf';
import { doctorSession, signedOutDoctorSession } from './doctorSession';
import { patientSession, signedOutPatientSession } from './patientSession';
import { isAdmin, isFormulaManager } from './permissions';

const admin = {
  id: '1',
  first_name: 'Anna',
  last_name: 'Admin',
  email: 'anna@example.com',
  permissions: ['ManageMedicalCenters', 'ManageFormulas'],
};
const doctor = { ...admin, id: '2', permissions: [] };

describe('doctorSession', () => {
  it('logout clears user, previous user and two-factor flags, persisted, and removes the XSRF cookie', () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    doctorSession.set({
      user: doctor,
      previousUser: admin,
      twoFactor: { enabled: true, confirmed: true, enforced: true },
    });

    doctorSession.logout();

    expect(doctorSession.get()).toEqual(signedOutDoctorSession);
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '')).toEqual({
      version: 1,
      state: signedOutDoctorSession,
    });
    expect(readXsrfToken()).toBeNull();
  });
});

describe('patientSession', () => {
  it('logout clears the patient', () => {
    patientSession.set({ isAuthenticated: true, patientId: '7', user: null });
    patientSession.logout();
    expect(patientSession.get()).toEqual(signedOutPatientSession);
  });
});

describe('permissions', () => {
  it('tells admins and formula managers apart from doctors', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isFormulaManager(admin)).toBe(true);
    expect(isAdmin(doctor)).toBe(false);
    expect(isFormulaManager({ permissions: ['ManageMedicalCenters'] })).toBe(false);
  });
});
