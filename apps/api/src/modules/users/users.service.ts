import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

/** Reads of user accounts other areas need, and the writes of the users' table they ask for. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findActive(id: string): Promise<User | null> {
    const user = await this.users.findOneBy({ id });
    return user?.is_active ? user : null;
  }

  /** The account's practice, read in the caller's transaction (null: no practice yet). */
  async practiceOf(manager: EntityManager, userId: string): Promise<string | null> {
    const user = await manager.findOneByOrFail(User, { id: userId });
    return user.medical_center_id;
  }

  /** The account now belongs to this practice (its practice was just created). */
  async assignPractice(manager: EntityManager, userId: string, medicalCenterId: string): Promise<void> {
    await manager.update(User, userId, { medical_center_id: medicalCenterId });
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
}
