import { describe, expect, it } from 'vitest';
import { fullPathname, portalOf } from './portal';

describe('portalOf', () => {
  it.each([
    ['/patient', 'patient'],
    ['/patient/', 'patient'],
    ['/patient/login', 'patient'],
    ['/patients', 'main'],
    ['/patients/12/orders', 'main'],
    ['/patient-info', 'main'],
    ['/', 'main'],
    ['/login', 'main'],
  ])('%s belongs to the %s portal', (pathname, portal) => {
    expect(portalOf(pathname)).toBe(portal);
  });
});

describe('fullPathname', () => {
  it('puts the patient base back in front of patient router paths', () => {
    expect(fullPathname('patient', '/login')).toBe('/patient/login');
    expect(fullPathname('main', '/login')).toBe('/login');
  });
});
