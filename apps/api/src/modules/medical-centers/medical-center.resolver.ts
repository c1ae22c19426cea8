import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Certification, Specialization } from '../catalog/index.js';
import { MedicalCenterAddress } from './entities/medical-center-address.entity.js';
import { MedicalCenter } from './entities/medical-center.entity.js';
import { MedicalCenterLoader } from './medical-center.loader.js';
import { MedicalCentersService } from './medical-centers.service.js';
import {
  BillingAddress,
  BillingDetails,
  ContactDetails,
  TaxDetails,
  UpsertMedicalCenterInput,
} from './medical-centers.types.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

@Resolver(() => MedicalCenter)
export class MedicalCenterResolver {
  constructor(
    private readonly loader: MedicalCenterLoader,
    private readonly centers: MedicalCentersService,
  ) {}

  @Mutation(() => MedicalCenter)
  upsertMedicalCenter(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: UpsertMedicalCenterInput,
  ): Promise<MedicalCenter> {
    return this.centers.upsert(viewer, input);
  }

  @ResolveField(() => MedicalCenterAddress, { nullable: true })
  address(center: MedicalCenter, _args: NoArgs, ctx: GraphqlContext) {
    return this.loader.addresses(ctx.loaders, center.id).then((a) => a.office);
  }

  // Without a separate billing address the office address is the billing address.
  @ResolveField(() => BillingAddress, { nullable: true })
  async billingAddress(
    center: MedicalCenter,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<BillingAddress | null> {
    const { office, billing } = await this.loader.addresses(ctx.loaders, center.id);
    const source = billing ?? office;
    return source
      ? {
          address: source.address,
          zip_code: source.zip_code,
          city: source.city,
          country: source.country_code,
        }
      : null;
  }

  @ResolveField(() => BillingDetails)
  billingDetails(center: MedicalCenter): BillingDetails {
    return { ...center.billing };
  }

  @ResolveField(() => TaxDetails, { description: 'The tax status and numbers the Gutschriften use.' })
  taxDetails(center: MedicalCenter): TaxDetails {
    return {
      tax_status: center.tax_status ?? null,
      tax_number: center.billing.tax_number ?? null,
      vat_no: center.billing.vat_no ?? null,
    };
  }

  @ResolveField(() => ContactDetails)
  contactDetails(center: MedicalCenter): ContactDetails {
    return { ...center.contact };
  }

  @ResolveField(() => [Specialization])
  specializations(center: MedicalCenter, _args: NoArgs, ctx: GraphqlContext) {
    return this.loader.specializations(ctx.loaders, center.id);
  }

  @ResolveField(() => [Certification])
  certifications(center: MedicalCenter, _args: NoArgs, ctx: GraphqlContext) {
    return this.loader.certifications(ctx.loaders, center.id);
  }
}
