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

/** What every billing document shows (an abstract GraphQL type: its fields land on each kind). */
@ObjectType({ isAbstract: true })
abstract class BillingDocumentFields {
  @Field(() => ID)
  id: string;

  @Field()
  guid: string;

  @Field()
  number: string;

  @Field(() => Date)
  issued_at: Date;

  @Field(() => BillingPdfState)
  pdfStatus: BillingPdfState;
}

@ObjectType('Invoice', { description: 'The invoice of a paid order (RE-<year>-<number>).' })
export class InvoiceView extends BillingDocumentFields {
  @Field(() => InvoiceStatus)
  status: InvoiceStatus;

  @Field({ description: 'True while no storno cancels it.' })
  isCancelable: boolean;

  @Field(() => Float, { description: 'Gross total in euros.' })
  total_price: number;
}

@ObjectType('Storno', { description: 'The storno of an invoice (ST-<year>-<number>), with negated amounts.' })
export class StornoView extends BillingDocumentFields {
  @Field({ description: 'The number of the invoice it cancels.' })
  invoice_number: string;

  @Field(() => Float, { description: 'Gross total in euros (negative).' })
  total_price: number;
}

@ObjectType('FinalInvoice', {
  description:
    'The final invoice (Schlussrechnung, SR-<year>-<number>) of a fully supplied order: the whole supply with its date, the prepayment invoice deducted, nothing left to pay.',
})
export class FinalInvoiceView extends BillingDocumentFields {
  @Field(() => InvoiceStatus)
  status: InvoiceStatus;

  @Field({ description: 'The number of the prepayment invoice it deducts.' })
  invoice_number: string;

  @Field(() => Date, {
    description: 'When the order was fully supplied (results ready, supplements shipped).',
  })
  supplied_at: Date;

  @Field(() => Float, { description: 'Gross total of the supply in euros (all of it prepaid).' })
  total_price: number;
}
