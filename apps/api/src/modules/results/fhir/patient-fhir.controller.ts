import { Controller, Get, Header, Param, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { FHIR_JSON } from '../../../common/fhir/fhir-systems.js';
import { PatientFhirExport } from './patient-fhir-export.service.js';

/** GET /api/patients/{patientId}/fhir: the patient's results as a FHIR R4 Bundle, for whoever may read the PDFs. */
@Controller('api/patients')
export class PatientFhirController {
  constructor(private readonly fhir: PatientFhirExport) {}

  @Get(':patientId/fhir')
  @Header('Cache-Control', 'no-store')
  async download(@Req() req: Request, @Param('patientId') patientId: string): Promise<StreamableFile> {
    const { bundle, fileName } = await this.fhir.export(req.viewer!, patientId);
    const bytes = Buffer.from(JSON.stringify(bundle, null, 2));
    return new StreamableFile(bytes, {
      type: `${FHIR_JSON}; charset=utf-8`,
      disposition: `attachment; filename="${fileName}"`,
      length: bytes.length,
    });
  }
}
