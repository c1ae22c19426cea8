import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsProcessor } from './documents.processor.js';
import { DocumentsSchedule } from './documents.schedule.js';
import { PdfRenderer } from './pdf-renderer.js';
import { StoredDocument } from './stored-document.entity.js';

/** Worker side: renders documents with one Chromium and purges expired ones. */
@Module({
  imports: [TypeOrmModule.forFeature([StoredDocument])],
  providers: [DocumentsProcessor, PdfRenderer, DocumentsSchedule],
  exports: [PdfRenderer],
})
export class DocumentsWorkerModule {}
