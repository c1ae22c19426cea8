import { Permission } from '@portal/shared-types';

export interface HasPermissions {
  permissions: readonly string[];
}

export const hasPermission = (user: HasPermissions, permission: Permission): boolean =>
  user.permissions.includes(permission);

export const isAdmin = (user: HasPermissions): boolean =>
  hasPermission(user, Permission.ManageMedicalCenters);

export const isFormulaManager = (user: HasPermissions): boolean =>
  hasPermission(user, Permission.ManageFormulas);
