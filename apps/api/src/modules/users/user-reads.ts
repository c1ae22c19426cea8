import type { EntityManager } from 'typeorm';
import { User } from './entities/user.entity.js';

/** The user account, read in the caller's transaction (other areas ask here instead of reading the table). */
export function userById(manager: EntityManager, id: string | null): Promise<User | null> {
  return id ? manager.findOneBy(User, { id }) : Promise.resolve(null);
}
