import { Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum InvoiceStatus {
  Issued = 'Issued',
  /** A storno cancels it. */
  Canceled = 'Canceled',
}
registerEnumType(InvoiceStatus, { name: 'InvoiceStatus' });

export enum BillingPdfState {
  Queued = 'Queued',
  Ready = 'Ready',
  Failed = 'Failed',
}
registerEnumType(BillingPdfState, { name: 'BillingPdfState' });

@ObjectType('Invoice', { description: 'The invoice of a paid order (RE-<year>-<number>).' })
export class InvoiceView {
  @Field(() => ID)
  id: string;

  @Field()
  guid: string;

  @Field()
  number: string;

  @Field(() => InvoiceStatus)
  status: InvoiceStatus;

  @Field({ description: 'True while no storno cancels it.' })
  isCancelable: boolean;

  @Field(() => Date)
  issued_at: Date;

  @Field(() => Float, { description: 'Gross total in euros.' })
  total_price: number;

  @Field(() => BillingPdfState)
  pdfStatus: BillingPdfState;
}

@ObjectType('Storno', { description: 'The storno of an invoice (ST-<year>-<number>), with negated amounts.' })
export class StornoView {
  @Field(() => ID)
  id: string;

  @Field()
  guid: string;

  @Field()
  number: string;

  @Field({ description: 'The number of the invoice it cancels.' })
  invoice_number: string;

  @Field(() => Date)
  issued_at: Date;

  @Field(() => Float, { description: 'Gross total in euros (negative).' })
  total_price: number;

  @Field(() => BillingPdfState)
  pdfStatus: BillingPdfState;
}

@ObjectType('FinalInvoice', {
  description:
    'The final invoice (Schlussrechnung, SR-<year>-<number>) of a fully supplied order: the whole supply with its date, the prepayment invoice deducted, nothing left to pay.',
})
export class FinalInvoiceView {
  @Field(() => ID)
  id: string;

  @Field()
  guid: string;

  @Field()
  number: string;

  @Field(() => InvoiceStatus)
  status: InvoiceStatus;

  @Field({ description: 'The number of the prepayment invoice it deducts.' })
  invoice_number: string;

  @Field(() => Date)
  issued_at: Date;

  @Field(() => Date, {
    description: 'When the order was fully supplied (results ready, supplements shipped).',
  })
  supplied_at: Date;

  @Field(() => Float, { description: 'Gross total of the supply in euros (all of it prepaid).' })
  total_price: number;

  @Field(() => BillingPdfState)
  pdfStatus: BillingPdfState;
}
