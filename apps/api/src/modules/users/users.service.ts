import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

/** Reads of user accounts other areas need; writes live with the use case that makes them. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findActive(id: string): Promise<User | null> {
    const user = await this.users.findOneBy({ id });
    return user?.is_active ? user : null;
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
