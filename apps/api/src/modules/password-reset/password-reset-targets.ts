import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';

/** What a reset link asks for, after the shared checks (password rules, confirmation). */
export interface PasswordResetChange {
  tokenHash: string;
  passwordHash: string;
  /** The address the link was sent to, when the page sends it. */
  email: string | null;
  req: Request;
}

/**
 * Accounts other than users (patients) that `resetPassword` also serves. A target uses up the token
 * when it is one of its own, valid and for that address, sets the password and answers true;
 * otherwise it answers false and `resetPassword` refuses the link.
 */
export interface PasswordResetTarget {
  reset(manager: EntityManager, change: PasswordResetChange): Promise<boolean>;
}

/** Areas register their target in their module's onModuleInit. */
@Injectable()
export class PasswordResetTargets {
  private readonly targets: PasswordResetTarget[] = [];

  register(target: PasswordResetTarget): void {
    this.targets.push(target);
  }

  async reset(manager: EntityManager, change: PasswordResetChange): Promise<boolean> {
    for (const target of this.targets) if (await target.reset(manager, change)) return true;
    return false;
  }
}
