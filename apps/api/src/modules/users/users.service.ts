import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type DeepPartial,
  type EntityManager,
  In,
  type ObjectLiteral,
  Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import type { Selection } from '../../common/graphql/selection.js';
import { selectShown } from '../../common/sql/selected-columns.js';
import { nextAccountingCode } from './accounting-code.js';
import { Doctor } from './entities/doctor.entity.js';
import { UserConsent } from './entities/user-consent.entity.js';
import { OnboardingType, User } from './entities/user.entity.js';
import { USER_ROW_NEEDS } from './user-columns.js';

/** The personal data an account holder edits. */
export type UserProfile = Pick<User, 'first_name' | 'last_name' | 'salutation' | 'title'>;

/**
 * Reads of user accounts other areas need, and the writes of the users' tables they ask for. Methods
 * that take an EntityManager run in the caller's transaction; the others run on their own.
 */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findActive(id: string): Promise<User | null> {
    const user = await this.users.findOneBy({ id });
    return user?.is_active ? user : null;
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByIds(ids: string[]): Promise<User[]> {
    return this.users.findBy({ id: In(ids) });
  }

  /** These accounts, deactivated and deleted ones too; with `selection`, only the columns it shows. */
  findShownByIds(ids: readonly string[], selection?: Selection): Promise<User[]> {
    return selectShown(this.users.createQueryBuilder('user'), selection, USER_ROW_NEEDS)
      .withDeleted()
      .where('user.id IN (:...ids)', { ids: [...ids] })
      .getMany();
  }

  /** The account with its password hash (login). */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .where('user.email = :email', { email })
      .getOne();
  }

  /**
   * The accounts that rows of another area's table name, in one statement: an inner join of `table`
   * as `alias` on `on` (which refers to the account as "user"), with `columns` (name: SQL expression) of
   * the first row read beside them. The viewer's prefetch reads a session and its users this way.
   */
  async findJoinedWith(
    table: string,
    alias: string,
    on: string,
    parameters: ObjectLiteral,
    columns: Record<string, string> = {},
  ): Promise<{ users: User[]; columns: Record<string, unknown> | undefined }> {
    const query = this.users.createQueryBuilder('user').innerJoin(table, alias, on, parameters);
    for (const [name, expression] of Object.entries(columns)) query.addSelect(expression, name);
    const { entities, raw } = await query.getRawAndEntities<Record<string, unknown>>();
    return { users: entities, columns: raw[0] };
  }

  /** A doctor's record with its account (null: no such doctor). */
  doctorWithUser(doctorId: string): Promise<Doctor | null> {
    return this.users.manager.findOne(Doctor, { where: { id: doctorId }, relations: { user: true } });
  }

  /**
   * The accounts with a doctor record (the doctor as `doctor`), as a query the caller narrows, joins
   * and pages: the admin's therapist list. The account is `user`.
   */
  doctorAccountsQuery(): SelectQueryBuilder<User> {
    return this.users.createQueryBuilder('user').innerJoin(Doctor, 'doctor', 'doctor.user_id = user.id');
  }

  /** The account now belongs to this practice (its practice was just created). */
  async assignPractice(manager: EntityManager, userId: string, medicalCenterId: string): Promise<void> {
    await manager.update(User, userId, { medical_center_id: medicalCenterId });
  }

  /** Whether any account (deleted ones aside) still belongs to the practice. */
  practiceHasAccounts(manager: EntityManager, medicalCenterId: string): Promise<boolean> {
    return manager.existsBy(User, { medical_center_id: medicalCenterId });
  }

  async passwordHash(id: string): Promise<string | null> {
    const row = await this.users
      .createQueryBuilder('user')
      .select(['user.id'])
      .addSelect('user.password')
      .where('user.id = :id', { id })
      .getOne();
    return row?.password ?? null;
  }

  byId(manager: EntityManager, id: string): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  byIdOrFail(manager: EntityManager, id: string): Promise<User> {
    return manager.findOneByOrFail(User, { id });
  }

  byEmail(manager: EntityManager, email: string): Promise<User | null> {
    return manager.findOneBy(User, { email });
  }

  /** Whether an account (deleted ones aside) uses the address; `email` is normalized already. */
  emailInUse(manager: EntityManager, email: string): Promise<boolean> {
    return manager.existsBy(User, { email });
  }

  /** The account, locked against concurrent changes until the caller's transaction ends. */
  lock(manager: EntityManager, id: string): Promise<User | null> {
    return manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The account with its password hash, locked (accepting an invitation sets the password). */
  lockWithPassword(manager: EntityManager, id: string): Promise<User | null> {
    return manager
      .createQueryBuilder(User, 'user')
      .addSelect('user.password')
      .where('user.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** The account of the address with its activation token hash, locked (activation by e-mail link). */
  lockForActivation(manager: EntityManager, email: string): Promise<User | null> {
    return manager
      .createQueryBuilder(User, 'user')
      .addSelect('user.activation_token_hash')
      .where('user.email = :email', { email })
      .setLock('pessimistic_write')
      .getOne();
  }

  doctorById(manager: EntityManager, doctorId: string): Promise<Doctor | null> {
    return manager.findOneBy(Doctor, { id: doctorId });
  }

  doctorOfUser(manager: EntityManager, userId: string): Promise<Doctor | null> {
    return manager.findOneBy(Doctor, { user_id: userId });
  }

  isDoctor(manager: EntityManager, userId: string): Promise<boolean> {
    return manager.existsBy(Doctor, { user_id: userId });
  }

  /** A new account with its doctor record and the next free customer number. */
  async createDoctor(
    manager: EntityManager,
    account: DeepPartial<User> & { email: string },
  ): Promise<{ user: User; doctor: Doctor }> {
    const user = await manager.save(manager.create(User, account));
    const doctor = await manager.save(
      manager.create(Doctor, { user_id: user.id, accounting_code: await nextAccountingCode(manager) }),
    );
    return { user, doctor };
  }

  /** Records the consents (ids checked by the caller) as accepted now; earlier acceptances are replaced. */
  async recordConsents(manager: EntityManager, userId: string, consentIds: string[]): Promise<void> {
    await manager.delete(UserConsent, { user_id: userId, consent_id: In(consentIds) });
    await manager.insert(
      UserConsent,
      consentIds.map((consent_id) => ({ user_id: userId, consent_id })),
    );
  }

  /** The account holder's personal data; null when there is no such account. */
  async updateProfile(manager: EntityManager, id: string, profile: UserProfile): Promise<User | null> {
    const user = await manager.findOneBy(User, { id });
    if (!user) return null;
    Object.assign(user, profile);
    await manager.save(user);
    return user;
  }

  async setPassword(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.update(User, id, { password: passwordHash, password_changed_at: new Date() });
  }

  /** `email` is normalized and checked to be free already. */
  async changeEmail(manager: EntityManager, id: string, email: string): Promise<void> {
    await manager.update(User, id, { email });
  }

  /** `user` comes from `lock`; it is changed in place. */
  async setPartnershipModel(manager: EntityManager, user: User, partnershipModelId: string): Promise<void> {
    user.partnership_model_id = partnershipModelId;
    await manager.save(user);
  }

  async recordLogin(id: string): Promise<void> {
    await this.users.update(id, { last_login_at: new Date() });
  }

  /** A self-registered account confirmed its address: active, and the activation token is used up. */
  async confirmActivation(manager: EntityManager, id: string): Promise<void> {
    await manager.update(User, id, {
      is_active: true,
      activated_at: new Date(),
      activation_token_hash: null,
    });
  }

  /** An invited doctor accepted: the chosen password, active from `at`. */
  async acceptInvitation(manager: EntityManager, id: string, passwordHash: string, at: Date): Promise<void> {
    await manager.update(User, id, {
      password: passwordHash,
      is_active: true,
      activated_at: at,
      password_changed_at: at,
      onboardingType: OnboardingType.INVITATION,
    });
  }

  /** An administrator's activation; `activatedAt` keeps the first activation's time. */
  async activate(manager: EntityManager, id: string, activatedAt: Date): Promise<void> {
    await manager.update(User, id, { is_active: true, activated_at: activatedAt });
  }

  async deactivate(manager: EntityManager, id: string): Promise<void> {
    await manager.update(User, id, { is_active: false });
  }

  /** The holder deleted the account: the address is released, the row stays (soft-deleted) for the audit trail. */
  async softDeleteAccount(manager: EntityManager, id: string): Promise<void> {
    await manager.update(User, id, { email: `deleted-${id}@deleted.invalid`, is_active: false });
    await manager.softDelete(User, id);
  }

  /** Gone for good; the doctor role, invitation, tokens and stored files go with it (ON DELETE CASCADE). */
  async deleteForGood(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(User, id);
  }
}
