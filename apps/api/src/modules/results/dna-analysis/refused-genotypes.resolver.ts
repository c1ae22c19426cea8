import { ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not, IsNull } from 'typeorm';
import { groupByKeys } from '../../../common/dataloader/loader-registry.js';
import { ForbiddenError } from '../../../common/errors/app-error.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { Order } from '../../orders/index.js';
import { GenotypeResult } from './entities/genotype-result.entity.js';
import { RefusedGenotype } from './graphql/refused-genotype.types.js';
import { type NoArgs, viewerOf } from '../../../common/graphql/field-resolver.js';

/** The genotypes of an order's lab reports that were refused for their marker, for the admin's order details. */
@Resolver(() => Order)
export class RefusedGenotypesResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ResolveField(() => [RefusedGenotype], {
    nullable: true,
    description:
      "Admins only: the order's reported genotypes that were refused for their marker (alleles not the catalogue's on the declared orientation, unknown orientation, unreadable), with the reason; newest first.",
  })
  refusedGenotypes(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<RefusedGenotype[]> {
    const viewer = viewerOf(ctx);
    if (!viewer.isAdmin) throw new ForbiddenError();
    return ctx.loaders
      .get<string, RefusedGenotype[]>('refusedGenotypes', async (orderIds) => {
        const rows = await this.dataSource.getRepository(GenotypeResult).find({
          where: { order_id: In([...orderIds]), refusal: Not(IsNull()) },
          order: { created_at: 'DESC', id: 'DESC' },
        });
        const refused = rows.map((row) => ({
          id: row.id,
          order_id: row.order_id,
          gene: row.gene,
          rs_id: row.rs_id,
          genotype: row.genotype,
          orientation: row.orientation,
          reason: row.refusal ?? '',
          version: row.version,
          lab_order_id: row.lab_order_id,
          created_at: row.created_at,
        }));
        return groupByKeys(orderIds, refused, (row) => row.order_id);
      })
      .load(order.id);
  }
}
