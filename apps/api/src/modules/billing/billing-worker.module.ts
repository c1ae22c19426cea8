import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsWorkerModule } from '../documents/index.js';
import { MailModule } from '../mail/index.js';
import { BillingMailer } from './billing-mailer.service.js';
import { BillingCoreModule } from './billing-core.module.js';
import { BillingDocument } from './billing-document.entity.js';
import { BillingProcessor } from './billing.processor.js';

/** Worker side: issues (payment events) and renders invoices and stornos with the documents area's
 * Chromium, and mails them to the patient. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BillingDocument]),
    DocumentsWorkerModule,
    BillingCoreModule,
    MailModule,
  ],
  providers: [BillingProcessor, BillingMailer],
})
export class BillingWorkerModule {}
