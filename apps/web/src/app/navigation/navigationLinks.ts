import { type TranslationKey } from '../../i18n/translationKey';
import { type SessionUser } from '../../session/doctorSession';
import { Permission } from '@portal/shared-types';
import { hasPermission, isAdmin } from '../../session/permissions';

export type NavigationRole = 'doctor' | 'admin';

export interface NavigationLink {
  role: NavigationRole;
  label: TranslationKey;
  to: string;
  /** Active only on this exact path, not below it (the admin home would otherwise match every admin page). */
  end?: boolean;
  requires?: Permission;
  /** Shows the count of the viewer's work queue items that belong to this link. */
  workQueue?: boolean;
  /** Whether the screen exists yet; each feature turns its link on when it lands. */
  available: boolean;
}

export const navigationLinks: readonly NavigationLink[] = [
  {
    role: 'doctor',
    label: 'shell.doctorNavigation.patients',
    to: '/patients',
    available: true,
    workQueue: true,
  },
  { role: 'doctor', label: 'shell.doctorNavigation.orders', to: '/orders', available: true, workQueue: true },
  { role: 'doctor', label: 'shell.doctorNavigation.financial', to: '/financial', available: true },
  {
    role: 'admin',
    label: 'shell.adminNavigation.home',
    to: '/admin',
    end: true,
    available: true,
    workQueue: true,
  },
  { role: 'admin', label: 'shell.adminNavigation.orders', to: '/admin/orders', available: true },
  { role: 'admin', label: 'shell.adminNavigation.patients', to: '/admin/patients', available: true },
  {
    role: 'admin',
    label: 'shell.adminNavigation.subscriptions',
    to: '/admin/subscriptions',
    available: true,
  },
  {
    role: 'admin',
    label: 'shell.adminNavigation.therapists',
    to: '/admin/therapists',
    end: true,
    available: true,
  },
  {
    role: 'admin',
    label: 'shell.adminNavigation.creditNotes',
    to: '/admin/therapists/credit-notes',
    available: true,
  },
  {
    role: 'admin',
    label: 'shell.adminNavigation.bloodUploads',
    to: '/admin/blood-uploads',
    available: true,
  },
  {
    role: 'admin',
    label: 'shell.adminNavigation.formulaTool',
    to: '/admin/formula-tool',
    requires: Permission.ManageFormulas,
    available: true,
  },
];

export function visibleNavigationLinks(
  user: SessionUser | null,
  links: readonly NavigationLink[] = navigationLinks,
): NavigationLink[] {
  if (user === null) return [];
  const role: NavigationRole = isAdmin(user) ? 'admin' : 'doctor';
  return links.filter(
    (link) =>
      link.role === role &&
      link.available &&
      (link.requires === undefined || hasPermission(user, link.requires)),
  );
}
