import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsWorkerModule } from '../documents/documents-worker.module.js';
import { Doctor } from '../users/entities/doctor.entity.js';
import { UserEntitiesModule } from '../users/user-entities.module.js';
import { CreditNote } from './credit-note.entity.js';
import { CreditNotesProcessor } from './credit-notes.processor.js';

/**
 * Worker side: renders generated credit notes with the documents area's Chromium. A note relates to
 * its doctor, user and practice, so the worker needs their entities too (it knows only what it registers).
 */
@Module({
  imports: [TypeOrmModule.forFeature([CreditNote, Doctor]), UserEntitiesModule, DocumentsWorkerModule],
  providers: [CreditNotesProcessor],
})
export class CreditNotesWorkerModule {}
