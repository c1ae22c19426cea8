import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

/** The secret two-factor columns, never selected unless asked for. */
export type TwoFactorSecrets = Pick<
  User,
  'id' | 'two_factor_secret' | 'two_factor_recovery_codes' | 'two_factor_last_step'
>;

/** The two-factor columns a set-up, a reset or a used code changes. */
export type TwoFactorChange = Partial<
  Pick<
    User,
    | 'two_factor_secret'
    | 'two_factor_recovery_codes'
    | 'two_factor_confirmed_at'
    | 'two_factor_last_step'
    | 'has_enabled_otp_email'
  >
>;

/**
 * The two-factor columns of the users table (secrets, recovery codes, the last accepted step, skips,
 * e-mail codes): the two-factor area reads and writes them here, the users area owns the table.
 */
@Injectable()
export class UserTwoFactorColumns {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  secrets(userId: string): Promise<TwoFactorSecrets> {
    return this.users
      .createQueryBuilder('user')
      .select(['user.id'])
      .addSelect(['user.two_factor_secret', 'user.two_factor_recovery_codes', 'user.two_factor_last_step'])
      .where('user.id = :userId', { userId })
      .getOneOrFail();
  }

  async change(userId: string, values: TwoFactorChange): Promise<void> {
    await this.users.update(userId, values);
  }

  /** Moves the last accepted step forward; false when a request with this step or a later one came first. */
  async advanceStep(userId: string, step: number): Promise<boolean> {
    const moved = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ two_factor_last_step: String(step) })
      .where('id = :id AND (two_factor_last_step IS NULL OR two_factor_last_step < :step)', {
        id: userId,
        step,
      })
      .execute();
    return (moved.affected ?? 0) === 1;
  }

  /** Uses up one of the account's skips of the set-up; false when none is left. */
  async useSkip(manager: EntityManager, userId: string): Promise<boolean> {
    const moved = await manager
      .createQueryBuilder()
      .update(User)
      .set({ twoFactorSkipsLeft: () => 'two_factor_skips_left - 1' })
      .where('id = :id AND two_factor_skips_left > 0', { id: userId })
      .execute();
    return Boolean(moved.affected);
  }

  async setOtpEmail(manager: EntityManager, userId: string, enabled: boolean): Promise<void> {
    await manager.update(User, userId, { has_enabled_otp_email: enabled });
  }
}
