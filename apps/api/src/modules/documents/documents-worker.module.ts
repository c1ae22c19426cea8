import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntitiesModule } from '../users/user-entities.module.js';
import { DocumentsProcessor } from './documents.processor.js';
import { DocumentsSchedule } from './documents.schedule.js';
import { PdfRenderer } from './pdf-renderer.js';
import { StoredDocument } from './stored-document.entity.js';

/** Worker side: renders documents with one Chromium and purges expired ones. */
@Module({
  // The owner relation needs the user entities in a worker that has no users area.
  imports: [TypeOrmModule.forFeature([StoredDocument]), UserEntitiesModule],
  providers: [DocumentsProcessor, PdfRenderer, DocumentsSchedule],
  exports: [PdfRenderer],
})
export class DocumentsWorkerModule {}
