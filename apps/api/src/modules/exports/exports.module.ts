import { Module } from '@nestjs/common';
import { ExportsController } from './exports.controller.js';
import { ExportStreams } from './export-stream.service.js';

/** The admin lists' XLSX/CSV exports (admin spec, sections 5 and 7). */
@Module({
  controllers: [ExportsController],
  providers: [ExportStreams],
})
export class ExportsModule {}
