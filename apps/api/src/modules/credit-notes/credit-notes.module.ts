import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/index.js';
import { CreditNote } from './credit-note.entity.js';
import { CreditNoteIssuer } from './credit-note-issuer.service.js';
import { CreditNotesDownloadsController } from './credit-notes-downloads.controller.js';
import { CreditNotesDownloads } from './credit-notes-downloads.service.js';
import { CreditNotesQueries } from './credit-notes-queries.service.js';
import { CreditNotesResolver } from './credit-notes.resolver.js';
import { PracticeCreditNotesResolver } from './practice-credit-notes.resolver.js';
import { SelfBillingAgreements } from './self-billing-agreement.service.js';

/**
 * HTTP side of credit notes (Gutschriften): the admin list, generate, mark paid, PDF and XML downloads, the
 * practice's list and its self-billing agreement.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CreditNote]), UsersModule],
  controllers: [CreditNotesDownloadsController],
  providers: [
    CreditNoteIssuer,
    CreditNotesQueries,
    CreditNotesDownloads,
    CreditNotesResolver,
    PracticeCreditNotesResolver,
    SelfBillingAgreements,
  ],
})
export class CreditNotesModule {}
