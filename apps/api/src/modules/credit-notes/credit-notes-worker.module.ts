import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsWorkerModule } from '../documents/index.js';
import { MailModule } from '../mail/index.js';
import { CreditNote } from './credit-note.entity.js';
import { CreditNoteMailer } from './credit-note-mailer.service.js';
import { CreditNotesProcessor } from './credit-notes.processor.js';

/** Worker side: renders generated credit notes with the documents area's Chromium and mails them to the doctor. */
@Module({
  imports: [TypeOrmModule.forFeature([CreditNote]), DocumentsWorkerModule, MailModule],
  providers: [CreditNotesProcessor, CreditNoteMailer],
})
export class CreditNotesWorkerModule {}
