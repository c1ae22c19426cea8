import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { byKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { type PartnershipModel, partnershipModelsByIds } from '../catalog/index.js';
import { Doctor } from './entities/doctor.entity.js';
import { User } from './entities/user.entity.js';

/** Batched lookups of a user's relations: one statement per relation for any number of users. */
@Injectable()
export class UserRelationsLoader {
  constructor(
    @InjectRepository(Doctor) private readonly doctors: Repository<Doctor>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /**
   * The doctor of each practice: its user with a doctor record (the first one if there were more), a
   * deleted one only when the practice has no other, so old records still name their doctor.
   */
  doctorOfPractice(loaders: LoaderRegistry, centerId: string): Promise<User | null> {
    return loaders
      .get<string, User | null>('doctorUserByPractice', async (ids) => {
        const rows = await this.users
          .createQueryBuilder('user')
          .withDeleted()
          .innerJoin(Doctor, 'doctor', 'doctor.user_id = user.id')
          .distinctOn(['user.medical_center_id'])
          .where('user.medical_center_id IN (:...ids)', { ids: [...ids] })
          .orderBy('user.medical_center_id')
          .addOrderBy('user.deleted_at', 'ASC', 'NULLS FIRST')
          .addOrderBy('user.id')
          .getMany();
        return byKeys(ids, rows, (user) => user.medical_center_id!);
      })
      .load(centerId);
  }

  doctorOf(loaders: LoaderRegistry, userId: string): Promise<Doctor | null> {
    return loaders
      .get<string, Doctor | null>('doctorByUserId', async (ids) =>
        byKeys(ids, await this.doctors.findBy({ user_id: In([...ids]) }), (d) => d.user_id),
      )
      .load(userId);
  }

  partnershipModel(loaders: LoaderRegistry, id: string | null): Promise<PartnershipModel | null> {
    if (!id) return Promise.resolve(null);
    return loaders
      .get<string, PartnershipModel | null>('partnershipModelById', async (ids) =>
        byKeys(ids, await partnershipModelsByIds(this.users.manager, ids), (m) => m.id),
      )
      .load(id);
  }
}
