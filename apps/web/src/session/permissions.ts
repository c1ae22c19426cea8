// The spec's permission names; they move to @portal/shared-types once the API defines them there.
export const Permission = {
  ManageFeatures: 'ManageFeatures',
  ManageFormulas: 'ManageFormulas',
  ManageMedicalCenters: 'ManageMedicalCenters',
  ManagePermissions: 'ManagePermissions',
  ManageUsers: 'ManageUsers',
  RunArtisanCommands: 'RunArtisanCommands',
  ViewEmails: 'ViewEmails',
  ViewPulse: 'ViewPulse',
  ViewTelescope: 'ViewTelescope',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export interface HasPermissions {
  permissions: readonly string[];
}

export const hasPermission = (user: HasPermissions, permission: Permission): boolean =>
  user.permissions.includes(permission);

export const isAdmin = (user: HasPermissions): boolean =>
  hasPermission(user, Permission.ManageMedicalCenters);

export const isFormulaManager = (user: HasPermissions): boolean =>
  hasPermission(user, Permission.ManageFormulas);
