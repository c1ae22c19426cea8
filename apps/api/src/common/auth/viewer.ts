import type { User } from '../../modules/users/entities/user.entity.js';
import { Permission } from '@portal/shared-types';

/** Who is asking: the user the request acts as, and the admin behind it when impersonating. */
export class Viewer {
  constructor(
    readonly user: User,
    readonly impersonator: User | null = null,
    /** The address the request came from (consent evidence); null outside a request. */
    readonly ip: string | null = null,
  ) {}

  get id(): string {
    return this.user.id;
  }

  get isImpersonating(): boolean {
    return this.impersonator !== null;
  }

  /** Admin rights are off while impersonating (spec section 4). */
  can(permission: Permission): boolean {
    return !this.isImpersonating && this.user.hasPermission(permission);
  }

  get isAdmin(): boolean {
    return this.can(Permission.ManageMedicalCenters);
  }

  get permissions(): Permission[] {
    return this.isImpersonating ? [] : this.user.permissions;
  }
}
