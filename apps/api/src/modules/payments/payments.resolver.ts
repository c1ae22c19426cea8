import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { Order } from '../orders/index.js';
import { PaymentOrdersService } from './services/payment-orders.service.js';

@Resolver()
export class PaymentsResolver {
  constructor(private readonly orders: PaymentOrdersService) {}

  @Mutation(() => Order, {
    description:
      'Mails the payment link again (the same link; an expired one gets a new TTL). Refused when paid or canceled.',
  })
  resendPaymentLink(
    @CurrentViewer() viewer: Viewer,
    @Args('orderId', { type: () => ID }) orderId: string,
  ): Promise<Order> {
    return this.orders.resend(viewer, orderId);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Order, {
    description:
      'Books the payment by hand (audited, source manual). Refused for drafts, paid and canceled orders.',
  })
  markOrderAsPaid(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Order> {
    return this.orders.markAsPaid(viewer, id);
  }
}
