import { Body, Controller, Get, Header, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentPatient, PatientOnly } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { PatientDataExportBody } from './patient-data.dto.js';
import { PatientDataExportsService } from './patient-data-exports.service.js';

/** The patient's data export (DSGVO Art. 15 and 20): start, progress, the two files. */
@PatientOnly(PatientSessionKind.Portal)
@Controller('api/patient/data-exports')
export class PatientDataExportsController {
  constructor(private readonly exports: PatientDataExportsService) {}

  @Post()
  start(@CurrentPatient() patient: PatientViewer, @Body() body: PatientDataExportBody, @Req() req: Request) {
    return this.exports.start(patient, body.locale, req);
  }

  @Get('latest')
  @Header('Cache-Control', 'no-store')
  async latest(@CurrentPatient() patient: PatientViewer) {
    return { export: await this.exports.latest(patient) };
  }

  @Get(':id/download')
  @Header('Cache-Control', 'no-store')
  async download(
    @CurrentPatient() patient: PatientViewer,
    @Param('id') id: string,
    @Query('format') format: string | undefined,
    @Req() req: Request,
  ): Promise<StreamableFile> {
    const file = await this.exports.download(patient, id, format, req);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
