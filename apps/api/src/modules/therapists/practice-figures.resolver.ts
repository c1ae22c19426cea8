import { Context, Float, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { MedicalCenter } from '../medical-centers/index.js';
import { TherapistsQueries } from './therapists-queries.service.js';

/** A practice's figures on the therapist list, batched: one statement for a page of practices. */
@Resolver(() => MedicalCenter)
export class PracticeFiguresResolver {
  constructor(private readonly queries: TherapistsQueries) {}

  @ResolveField(() => Int, { description: 'Patients of the practice (removed ones not counted).' })
  async patientCount(@Parent() center: MedicalCenter, @Context() ctx: GraphqlContext): Promise<number> {
    return (await this.queries.figuresOf(ctx.loaders, center.id)).patientCount;
  }

  @ResolveField(() => Int, { description: 'Placed orders of the practice (drafts not counted).' })
  async orderCount(@Parent() center: MedicalCenter, @Context() ctx: GraphqlContext): Promise<number> {
    return (await this.queries.figuresOf(ctx.loaders, center.id)).orderCount;
  }

  @ResolveField(() => Float, { description: 'The gross total of its paid orders, in euros.' })
  async totalRevenueGenerated(
    @Parent() center: MedicalCenter,
    @Context() ctx: GraphqlContext,
  ): Promise<number> {
    return (await this.queries.figuresOf(ctx.loaders, center.id)).totalRevenueGenerated;
  }
}
