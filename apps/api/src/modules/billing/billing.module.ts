import { Module } from '@nestjs/common';
import { OrderWritesModule } from '../orders/index.js';
import { BillingCoreModule } from './billing-core.module.js';
import { BillingCommands } from './billing-commands.service.js';
import { BillingDownloadsController } from './billing-downloads.controller.js';
import { BillingDownloads } from './billing-downloads.service.js';
import { BillingQueries } from './billing-queries.service.js';
import { BillingResolver } from './billing.resolver.js';

/** HTTP side of invoices and stornos: the Order fields, cancelOrder / cancelInvoice and the PDF downloads. */
@Module({
  imports: [BillingCoreModule, OrderWritesModule],
  controllers: [BillingDownloadsController],
  providers: [BillingQueries, BillingCommands, BillingDownloads, BillingResolver],
  exports: [BillingDownloads],
})
export class BillingModule {}
