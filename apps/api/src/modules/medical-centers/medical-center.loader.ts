import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Repository } from 'typeorm';
import { byKeys, groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import {
  type Certification,
  certificationsByIds,
  type Specialization,
  specializationsByIds,
} from '../catalog/index.js';
import { AddressType, MedicalCenterAddress } from './entities/medical-center-address.entity.js';
import { MedicalCenter } from './entities/medical-center.entity.js';

interface Addresses {
  office: MedicalCenterAddress | null;
  billing: MedicalCenterAddress | null;
}

@Injectable()
export class MedicalCenterLoader {
  constructor(
    @InjectRepository(MedicalCenterAddress) private readonly addressRepo: Repository<MedicalCenterAddress>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A practice by id, batched: one statement for every practice a page names. */
  byId(loaders: LoaderRegistry, id: string | null): Promise<MedicalCenter | null> {
    if (!id) return Promise.resolve(null);
    return loaders
      .get<string, MedicalCenter | null>('medicalCenterById', async (ids) =>
        byKeys(
          ids,
          await this.dataSource.getRepository(MedicalCenter).findBy({ id: In([...ids]) }),
          (c) => c.id,
        ),
      )
      .load(id);
  }

  addresses(loaders: LoaderRegistry, centerId: string): Promise<Addresses> {
    return loaders
      .get<string, Addresses>('medicalCenterAddresses', async (ids) => {
        const rows = await this.addressRepo.findBy({ medical_center_id: In([...ids]) });
        return groupByKeys(ids, rows, (r) => r.medical_center_id).map((list) => ({
          office: list.find((a) => a.type === AddressType.OFFICE) ?? null,
          billing: list.find((a) => a.type === AddressType.BILLING) ?? null,
        }));
      })
      .load(centerId);
  }

  specializations(loaders: LoaderRegistry, centerId: string): Promise<Specialization[]> {
    return this.linked(
      loaders,
      'medicalCenterSpecializations',
      specializationsByIds,
      'medical_center_specializations',
      'specialization_id',
      centerId,
    );
  }

  certifications(loaders: LoaderRegistry, centerId: string): Promise<Certification[]> {
    return this.linked(
      loaders,
      'medicalCenterCertifications',
      certificationsByIds,
      'medical_center_certifications',
      'certification_id',
      centerId,
    );
  }

  private linked<T extends Specialization | Certification>(
    loaders: LoaderRegistry,
    name: string,
    byIds: (manager: EntityManager, ids: string[]) => Promise<T[]>,
    joinTable: string,
    column: string,
    centerId: string,
  ): Promise<T[]> {
    return loaders
      .get<string, T[]>(name, async (ids) => {
        const links = await this.dataSource.query<{ center_id: string; item_id: string }[]>(
          `SELECT medical_center_id::text AS center_id, ${column}::text AS item_id FROM ${joinTable} WHERE medical_center_id = ANY($1)`,
          [[...ids]],
        );
        const itemIds = [...new Set(links.map((link) => link.item_id))];
        const items = itemIds.length ? await byIds(this.dataSource.manager, itemIds) : [];
        const byId = new Map(items.map((item) => [item.id, item] as const));
        return groupByKeys(ids, links, (link) => link.center_id).map((list) =>
          list.map((link) => byId.get(link.item_id)!).sort((a, b) => a.sort_order - b.sort_order),
        );
      })
      .load(centerId);
  }
}
