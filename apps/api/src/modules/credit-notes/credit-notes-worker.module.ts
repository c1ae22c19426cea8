import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsWorkerModule } from '../documents/index.js';
import { CreditNote } from './credit-note.entity.js';
import { CreditNotesProcessor } from './credit-notes.processor.js';

/** Worker side: renders generated credit notes with the documents area's Chromium. */
@Module({
  imports: [TypeOrmModule.forFeature([CreditNote]), DocumentsWorkerModule],
  providers: [CreditNotesProcessor],
})
export class CreditNotesWorkerModule {}
