import { Float, Int, ResolveField, Resolver } from '@nestjs/graphql';
import { centsToEuros } from '@portal/shared-types';
import { byKeys } from '../../../common/dataloader/loader-registry.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { MedicalCenter } from '../../medical-centers/index.js';
import { OrderFigures, type PracticeFigures } from './order-figures.service.js';
import { type NoArgs } from '../../../common/graphql/field-resolver.js';

const NONE = (medicalCenterId: string): PracticeFigures => ({
  medicalCenterId,
  patientCount: 0,
  orderCount: 0,
  paidTotalCents: 0,
});

/**
 * A practice's figures on the therapist list, batched: one statement for a page of practices. They are
 * the orders' (and the patients') kept figures, so they are answered here, above both.
 */
@Resolver(() => MedicalCenter)
export class PracticeFiguresResolver {
  constructor(private readonly figures: OrderFigures) {}

  @ResolveField(() => Int, { description: 'Patients of the practice (removed ones not counted).' })
  async patientCount(center: MedicalCenter, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.figuresOf(ctx, center.id)).patientCount;
  }

  @ResolveField(() => Int, { description: 'Placed orders of the practice (drafts not counted).' })
  async orderCount(center: MedicalCenter, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.figuresOf(ctx, center.id)).orderCount;
  }

  @ResolveField(() => Float, { description: 'The gross total of its paid orders, in euros.' })
  async totalRevenueGenerated(center: MedicalCenter, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return centsToEuros((await this.figuresOf(ctx, center.id)).paidTotalCents);
  }

  private async figuresOf(ctx: GraphqlContext, medicalCenterId: string): Promise<PracticeFigures> {
    const figures = await ctx.loaders
      .get<string, PracticeFigures | null>('practiceFigures', async (ids) =>
        byKeys(ids, await this.figures.ofPractices(ids), (row) => row.medicalCenterId),
      )
      .load(medicalCenterId);
    return figures ?? NONE(medicalCenterId);
  }
}
