import { Field, Int, ObjectType, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { byKeys } from '../../common/dataloader/loader-registry.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Order } from '../orders/index.js';
import { PaymentLink } from './payment-link.entity.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

@ObjectType('PaymentLinkInfo', {
  description: "The order's payment link as mailed: how often, when last and until when it works.",
})
export class PaymentLinkInfo {
  @Field(() => Int, { description: 'How often it was mailed: the first mail, reminders and resends.' })
  sent_count: number;

  @Field(() => Date, { nullable: true })
  last_sent_at: Date | null;

  @Field(() => Date)
  expires_at: Date;
}

/** The payments area's field on Order (the order itself was already checked by whoever loaded it). */
@Resolver(() => Order)
export class PaymentLinkResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ResolveField(() => PaymentLinkInfo, {
    nullable: true,
    description: 'The payment link and its mailings (reminder history); null before the order was placed.',
  })
  paymentLink(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<PaymentLinkInfo | null> {
    return ctx.loaders
      .get<string, PaymentLink | null>('orderPaymentLink', async (ids) => {
        const links = await this.dataSource.getRepository(PaymentLink).findBy({ order_id: In([...ids]) });
        return byKeys(ids, links, (link) => link.order_id);
      })
      .load(order.id);
  }
}
