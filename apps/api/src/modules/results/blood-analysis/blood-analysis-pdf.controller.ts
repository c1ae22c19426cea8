import { Controller, Get, Header, Param, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { BloodAnalysisPdf } from './services/blood-analysis-pdf.service.js';

/** GET /api/patients/{patientId}/download-blood-analysis-pdf: the blood values of a patient the viewer may see. */
@Controller('api/patients')
export class BloodAnalysisPdfController {
  constructor(private readonly pdf: BloodAnalysisPdf) {}

  @Get(':patientId/download-blood-analysis-pdf')
  @Header('Cache-Control', 'no-store')
  async download(@Req() req: Request, @Param('patientId') patientId: string): Promise<StreamableFile> {
    const file = await this.pdf.download(req.viewer!, patientId);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
