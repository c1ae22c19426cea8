import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { CurrentPatient, PatientOnly } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { PatientResultsService } from './patient-results.service.js';

/** The patient's released reports: list, one report in plain words, its PDF. Portal sessions only. */
@PatientOnly(PatientSessionKind.Portal)
@Controller('api/patient/results')
export class PatientResultsController {
  constructor(private readonly results: PatientResultsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentPatient() patient: PatientViewer, @Query('language') language?: string) {
    return this.results.list(patient, language);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  report(
    @CurrentPatient() patient: PatientViewer,
    @Param('id') id: string,
    @Query('language') language?: string,
  ) {
    return this.results.report(patient, id, language);
  }

  @Get(':id/pdf')
  @Header('Cache-Control', 'no-store')
  async pdf(
    @CurrentPatient() patient: PatientViewer,
    @Param('id') id: string,
    @Query('language') language?: string,
  ): Promise<StreamableFile> {
    const file = await this.results.pdf(patient, id, language);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
