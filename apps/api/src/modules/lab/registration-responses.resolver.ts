import { ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { groupByKeys } from '../../common/dataloader/loader-registry.js';
import { ForbiddenError } from '../../common/errors/app-error.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Order } from '../orders/index.js';
import { NoiOrderRegistrationResponse } from './noi-order-registration-response.entity.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

/** The lab's answers to sending the order's parts, for the admin's order details; batched per request. */
@Resolver(() => Order)
export class RegistrationResponsesResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ResolveField(() => [NoiOrderRegistrationResponse], {
    nullable: true,
    description: "Admins only: every answer of the lab to sending this order's parts, newest first.",
  })
  noiOrderRegistrationResponses(
    order: Order,
    _args: NoArgs,
    ctx: GraphqlContext,
  ): Promise<NoiOrderRegistrationResponse[]> {
    const viewer = viewerOf(ctx);
    if (!viewer.isAdmin) throw new ForbiddenError();
    return ctx.loaders
      .get<string, NoiOrderRegistrationResponse[]>('noiOrderRegistrationResponses', async (orderIds) => {
        const rows = await this.dataSource.getRepository(NoiOrderRegistrationResponse).find({
          where: { order_id: In([...orderIds]) },
          order: { received_at: 'DESC', id: 'DESC' },
        });
        return groupByKeys(orderIds, rows, (row) => row.order_id);
      })
      .load(order.id);
  }
}
