import { IsIn, IsOptional } from 'class-validator';

/** Body of POST /api/patient/data-exports: the page's language for the PDF (the JSON's keys are English). */
export class PatientDataExportBody {
  @IsOptional()
  @IsIn(['de', 'en'])
  locale?: 'de' | 'en';
}
