import { Public } from '../../common/auth/public.decorator.js';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PaginationArgs } from '../../common/pagination/pagination.args.js';
import { CatalogService } from './catalog.service.js';
import {
  CertificationPaginator,
  ConsentPaginator,
  ConsentsArgs,
  CountriesArgs,
  CountryPaginator,
  SpecializationPaginator,
} from './catalog.types.js';
import { PartnershipModel } from './entities/partnership-model.entity.js';

// Reference data is public: the registration wizard reads it before anyone is logged in.
@Public()
@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => CountryPaginator, { description: 'Countries with names, ISO code and dial code.' })
  countries(@Args() args: CountriesArgs): Promise<CountryPaginator> {
    return this.catalog.listCountries(args);
  }

  @Query(() => ConsentPaginator, { description: 'Consent texts, optionally of one type.' })
  consents(@Args() args: ConsentsArgs): Promise<ConsentPaginator> {
    return this.catalog.listConsents(args);
  }

  @Query(() => SpecializationPaginator)
  specializations(@Args() args: PaginationArgs): Promise<SpecializationPaginator> {
    return this.catalog.listSpecializations(args);
  }

  @Query(() => CertificationPaginator)
  certifications(@Args() args: PaginationArgs): Promise<CertificationPaginator> {
    return this.catalog.listCertifications(args);
  }

  @Query(() => [PartnershipModel])
  partnershipModels(): Promise<PartnershipModel[]> {
    return this.catalog.listPartnershipModels();
  }
}
