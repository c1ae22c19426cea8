import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Order } from '../orders/index.js';
import { SampleType } from './sample.entity.js';
import { SamplesService } from './samples.service.js';
import { RegisterSampleInput, SampleView } from './samples.types.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/** The samples area's mutation and its fields on Order. */
@Resolver(() => Order)
export class SamplesResolver {
  constructor(private readonly samples: SamplesService) {}

  @Mutation(() => Order, { description: 'Registers the barcode of an order’s blood or DNA sample.' })
  registerSample(
    @CurrentViewer() viewer: Viewer,
    @Args('input', { type: () => RegisterSampleInput }) input: RegisterSampleInput,
  ): Promise<Order> {
    return this.samples.register(viewer, input);
  }

  @ResolveField(() => SampleView, {
    nullable: true,
    description: 'Null when the order has no blood analysis.',
  })
  bloodSample(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<SampleView | null> {
    return this.samples.sampleOf(ctx.loaders, order, SampleType.Blood);
  }

  @ResolveField(() => SampleView, { nullable: true, description: 'Null when the order has no DNA analysis.' })
  dnaSample(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<SampleView | null> {
    return this.samples.sampleOf(ctx.loaders, order, SampleType.Dna);
  }
}
