import { describe, expect, it } from 'vitest';
import { type SessionUser } from '../../session/doctorSession';
import { type NavigationLink, navigationLinks, visibleNavigationLinks } from './navigationLinks';

const user = (...permissions: string[]): SessionUser => ({
  id: '1',
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.de',
  permissions,
});

// Every link as if its screen existed, so the role rules can be seen.
const allAvailable = navigationLinks.map((link) => ({ ...link, available: true }));
const targets = (links: NavigationLink[]) => links.map((link) => link.to);

describe('visibleNavigationLinks', () => {
  it('shows nothing without a user', () => {
    expect(visibleNavigationLinks(null, allAvailable)).toEqual([]);
  });

  it('shows doctors Patienten, Aufträge and Verrechnung', () => {
    expect(targets(visibleNavigationLinks(user(), allAvailable))).toEqual([
      '/patients',
      '/orders',
      '/financial',
    ]);
  });

  it('shows admins the admin links, without the formula tool', () => {
    expect(targets(visibleNavigationLinks(user('ManageMedicalCenters'), allAvailable))).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/patients',
      '/admin/subscriptions',
      '/admin/therapists',
      '/admin/therapists/credit-notes',
      '/admin/blood-uploads',
    ]);
  });

  it('adds the formula tool for formula managers', () => {
    expect(
      targets(visibleNavigationLinks(user('ManageMedicalCenters', 'ManageFormulas'), allAvailable)),
    ).toContain('/admin/formula-tool');
  });

  it('shows the formula tool, which exists, to formula managers only', () => {
    const formulaManager = user('ManageMedicalCenters', 'ManageFormulas');
    expect(targets(visibleNavigationLinks(formulaManager))).toContain('/admin/formula-tool');
    expect(targets(visibleNavigationLinks(user('ManageMedicalCenters')))).not.toContain(
      '/admin/formula-tool',
    );
  });

  it('shows doctors Verrechnung, which exists', () => {
    expect(targets(visibleNavigationLinks(user()))).toContain('/financial');
  });

  it('shows admins Credit Notes, which exists', () => {
    expect(targets(visibleNavigationLinks(user('ManageMedicalCenters')))).toContain(
      '/admin/therapists/credit-notes',
    );
    expect(targets(visibleNavigationLinks(user()))).not.toContain('/admin/therapists/credit-notes');
  });

  it('hides links whose screens do not exist yet', () => {
    const links = allAvailable.map((link) => ({ ...link, available: link.to === '/orders' }));
    expect(targets(visibleNavigationLinks(user(), links))).toEqual(['/orders']);
  });
});
