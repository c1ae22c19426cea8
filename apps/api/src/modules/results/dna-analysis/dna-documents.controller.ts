import { Controller, Get, Header, Param, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { type DocumentFile } from '../../documents/index.js';
import { DnaDocumentsService } from './services/dna-documents.service.js';

const stream = (file: DocumentFile) =>
  new StreamableFile(file.bytes, {
    type: file.contentType,
    disposition: `attachment; filename="${file.fileName}"`,
    length: file.bytes.length,
  });

/** GET /api/patients/{patientId}/download-dna-analysis-pdf and …/download-medication-results-pdf. */
@Controller('api/patients')
export class DnaDocumentsController {
  constructor(private readonly documents: DnaDocumentsService) {}

  @Get(':patientId/download-dna-analysis-pdf')
  @Header('Cache-Control', 'no-store')
  async dnaAnalysis(@Req() req: Request, @Param('patientId') patientId: string): Promise<StreamableFile> {
    return stream(await this.documents.dnaAnalysis(req.viewer!, patientId));
  }

  @Get(':patientId/download-medication-results-pdf')
  @Header('Cache-Control', 'no-store')
  async medicationResults(
    @Req() req: Request,
    @Param('patientId') patientId: string,
  ): Promise<StreamableFile> {
    return stream(await this.documents.medicationResults(req.viewer!, patientId));
  }
}
