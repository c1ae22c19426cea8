import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { byKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { Doctor } from './entities/doctor.entity.js';

/** Batched lookups of a user's relations: one statement per relation for any number of users. */
@Injectable()
export class UserRelationsLoader {
  constructor(
    @InjectRepository(Doctor) private readonly doctors: Repository<Doctor>,
    @InjectRepository(PartnershipModel) private readonly models: Repository<PartnershipModel>,
    @InjectRepository(MedicalCenter) private readonly centers: Repository<MedicalCenter>,
  ) {}

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
        byKeys(ids, await this.models.findBy({ id: In([...ids]) }), (m) => m.id),
      )
      .load(id);
  }

  medicalCenter(loaders: LoaderRegistry, id: string | null): Promise<MedicalCenter | null> {
    if (!id) return Promise.resolve(null);
    return loaders
      .get<string, MedicalCenter | null>('medicalCenterById', async (ids) =>
        byKeys(ids, await this.centers.findBy({ id: In([...ids]) }), (c) => c.id),
      )
      .load(id);
  }
}
