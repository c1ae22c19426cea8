import { ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { NoiOrder } from './noi-order.entity.js';
import { OrderDetailsLoader } from './order-details.loader.js';
import { OrderPartStatusChange } from './order-part-status-change.entity.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/**
 * The orders area's fields on a part. A part is reached only through an order the viewer may see (the
 * order's own scope: a doctor the practice's orders, an admin all) or a mutation that checked it, so its
 * fields need no check of their own.
 */
@Resolver(() => NoiOrder)
export class OrderPartResolver {
  constructor(private readonly details: OrderDetailsLoader) {}

  @ResolveField(() => [OrderPartStatusChange], {
    description:
      'The statuses the part moved to, oldest first, with their dates (recorded since the history was kept).',
  })
  statusChanges(part: NoiOrder, _args: NoArgs, ctx: GraphqlContext): Promise<OrderPartStatusChange[]> {
    return this.details.statusChanges(ctx.loaders, part.id);
  }
}
