import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsService } from './documents.service.js';
import { StoredDocument } from './stored-document.entity.js';

/** HTTP side: requests documents, waits for the worker and serves the downloads. */
@Module({
  imports: [TypeOrmModule.forFeature([StoredDocument])],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
