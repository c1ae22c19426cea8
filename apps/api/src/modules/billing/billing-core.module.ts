import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingDocument } from './billing-document.entity.js';
import { InvoiceIssuer } from './invoice-issuer.service.js';
import { BillingPaymentListeners } from './payment-listeners.js';
import { BillingSupplyListener } from './supply-listener.js';

/** What both processes need: issuing invoices and stornos, and billing's listeners of payment and supply events. */
@Module({
  imports: [TypeOrmModule.forFeature([BillingDocument])],
  providers: [InvoiceIssuer, BillingPaymentListeners, BillingSupplyListener],
  exports: [InvoiceIssuer],
})
export class BillingCoreModule {}
