import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paginate } from '../../common/pagination/paginate.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import type { PaginationArgs } from '../../common/pagination/pagination.args.js';
import { Certification } from './entities/certification.entity.js';
import { Consent } from './entities/consent.entity.js';
import { Country } from './entities/country.entity.js';
import { PartnershipModel } from './entities/partnership-model.entity.js';
import { Specialization } from './entities/specialization.entity.js';
import type { ConsentsArgs, CountriesArgs } from './catalog.types.js';
import { CountryOrderByColumn } from './catalog.types.js';
import { escapeLike } from '../../common/sql/escape-like.js';
import { SortOrder } from '@portal/shared-types';

/** Reference data: read-only lists every form of the portal picks from. */
@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(Country) private readonly countries: Repository<Country>,
    @InjectRepository(Consent) private readonly consents: Repository<Consent>,
    @InjectRepository(Specialization) private readonly specializations: Repository<Specialization>,
    @InjectRepository(Certification) private readonly certifications: Repository<Certification>,
    @InjectRepository(PartnershipModel) private readonly partnershipModels: Repository<PartnershipModel>,
  ) {}

  listCountries(args: CountriesArgs): Promise<Page<Country>> {
    const query = this.countries.createQueryBuilder('country');
    if (typeof args.is_shippable === 'boolean')
      query.andWhere('country.is_shippable = :shippable', { shippable: args.is_shippable });
    const search = args.search?.trim();
    if (search) {
      query.andWhere(
        '(country.name_de ILIKE :term OR country.name_en ILIKE :term OR country.country_code ILIKE :code)',
        {
          term: `%${escapeLike(search)}%`,
          code: escapeLike(search),
        },
      );
    }
    return paginate(query, args, {
      columns: {
        [CountryOrderByColumn.NAME_DE]: 'country.name_de',
        [CountryOrderByColumn.NAME_EN]: 'country.name_en',
        [CountryOrderByColumn.COUNTRY_CODE]: 'country.country_code',
        [CountryOrderByColumn.PICKER]: 'country.sort_order',
      },
      defaultOrder: [{ column: CountryOrderByColumn.PICKER, order: SortOrder.ASC }],
      tieBreaker: 'country.id',
    });
  }

  listConsents(args: ConsentsArgs): Promise<Page<Consent>> {
    const query = this.consents.createQueryBuilder('consent');
    if (args.type) query.andWhere('consent.type = :type', { type: args.type });
    return paginate(query, args, {
      columns: { SORT: 'consent.sort_order' },
      defaultOrder: [{ column: 'SORT', order: SortOrder.ASC }],
      tieBreaker: 'consent.id',
    });
  }

  listSpecializations(args: PaginationArgs): Promise<Page<Specialization>> {
    return paginate(this.specializations.createQueryBuilder('item'), args, {
      columns: { SORT: 'item.sort_order' },
      defaultOrder: [{ column: 'SORT', order: SortOrder.ASC }],
      tieBreaker: 'item.id',
    });
  }

  listCertifications(args: PaginationArgs): Promise<Page<Certification>> {
    return paginate(this.certifications.createQueryBuilder('item'), args, {
      columns: { SORT: 'item.sort_order' },
      defaultOrder: [{ column: 'SORT', order: SortOrder.ASC }],
      tieBreaker: 'item.id',
    });
  }

  listPartnershipModels(): Promise<PartnershipModel[]> {
    return this.partnershipModels.find({ order: { sort_order: 'ASC', id: 'ASC' } });
  }
}
