import { Module } from '@nestjs/common';
import { ConsultingFeesCoreModule } from '../consulting-fees/consulting-fees-core.module.js';
import { BillingCoreModule } from './billing-core.module.js';
import { BillingCommands } from './billing-commands.service.js';
import { BillingDownloadsController } from './billing-downloads.controller.js';
import { BillingDownloads } from './billing-downloads.service.js';
import { BillingQueries } from './billing-queries.service.js';
import { BillingResolver } from './billing.resolver.js';

/** HTTP side of invoices and stornos: the Order fields, cancelOrder / cancelInvoice and the PDF downloads. */
@Module({
  imports: [BillingCoreModule, ConsultingFeesCoreModule],
  controllers: [BillingDownloadsController],
  providers: [BillingQueries, BillingCommands, BillingDownloads, BillingResolver],
})
export class BillingModule {}
