import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingDocument } from './billing-document.entity.js';
import { InvoiceIssuer } from './invoice-issuer.service.js';

/** What both processes need: issuing invoices and stornos (the payments area issues on Success). */
@Module({
  imports: [TypeOrmModule.forFeature([BillingDocument])],
  providers: [InvoiceIssuer],
  exports: [InvoiceIssuer],
})
export class BillingCoreModule {}
