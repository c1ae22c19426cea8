/** The two single-page apps in one bundle: doctors and admins on the main site, patients under /patient. */
export type Portal = 'main' | 'patient';

export const patientBasename = '/patient';

export function portalOf(pathname: string): Portal {
  return pathname === patientBasename || pathname.startsWith(`${patientBasename}/`) ? 'patient' : 'main';
}

/** The browser path of a router location, for checks written against full paths. */
export function fullPathname(portal: Portal, routerPathname: string): string {
  return portal === 'patient' ? `${patientBasename}${routerPathname}` : routerPathname;
}
