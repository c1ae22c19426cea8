import { Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { centsToEuros, PaymentRefundStatus } from '@portal/shared-types';
import type { PaymentChargeback } from '../chargebacks/payment-chargeback.entity.js';
import type { PaymentRefund } from './payment-refund.entity.js';

registerEnumType(PaymentRefundStatus, { name: 'PaymentRefundStatus' });

@ObjectType('PaymentRefund')
export class PaymentRefundView {
  @Field(() => ID)
  id: string;

  @Field(() => Float, { description: 'In euros.' })
  amount: number;

  @Field(() => PaymentRefundStatus)
  status: PaymentRefundStatus;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  refundedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The storno the refund pays out, when it came from one.',
  })
  stornoNumber: string | null;

  @Field({ description: 'Admins: the refund failed and may be asked for again.' })
  canRetry: boolean;
}

@ObjectType('PaymentChargeback')
export class PaymentChargebackView {
  @Field(() => ID)
  id: string;

  @Field(() => Float, { description: 'In euros.' })
  amount: number;

  @Field()
  createdAt: Date;

  @Field(() => String, { nullable: true, description: "The bank's reason, as the provider words it." })
  reason: string | null;

  @Field(() => Date, { nullable: true })
  reversedAt: Date | null;
}

export const refundView = (refund: PaymentRefund, isAdmin: boolean): PaymentRefundView => ({
  id: refund.id,
  amount: centsToEuros(refund.amount_cents),
  status: refund.status,
  createdAt: refund.created_at,
  refundedAt: refund.refunded_at,
  stornoNumber: refund.storno_number,
  canRetry: isAdmin && refund.status === PaymentRefundStatus.Failed,
});

export const chargebackView = (chargeback: PaymentChargeback): PaymentChargebackView => ({
  id: chargeback.id,
  amount: centsToEuros(chargeback.amount_cents),
  createdAt: chargeback.charged_back_at,
  reason: chargeback.reason,
  reversedAt: chargeback.reversed_at,
});
