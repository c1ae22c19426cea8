import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { CurrentPatient, PatientOnly } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { BillingDocumentKind, BillingDownloads } from '../../billing/index.js';
import { attachmentOf } from '../../documents/index.js';
import { PatientOrders, type PatientOrderView } from './patient-orders.service.js';

/**
 * The patient's orders page (issue 34, point 3): GET /api/patient/orders, and the stored invoice, final invoice
 * and storno PDFs of the patient's own orders (another patient's order, or a document not issued: 404).
 */
@PatientOnly(PatientSessionKind.Portal)
@Controller('api/patient/orders')
export class PatientOrdersController {
  constructor(
    private readonly orders: PatientOrders,
    private readonly downloads: BillingDownloads,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentPatient() patient: PatientViewer): Promise<{ data: PatientOrderView[] }> {
    return { data: await this.orders.list(patient.patientId) };
  }

  @Get(':id/invoice-pdf')
  @Header('Cache-Control', 'no-store')
  invoice(@CurrentPatient() patient: PatientViewer, @Param('id') id: string): Promise<StreamableFile> {
    return this.file(patient, id, BillingDocumentKind.Invoice);
  }

  @Get(':id/final-invoice-pdf')
  @Header('Cache-Control', 'no-store')
  finalInvoice(@CurrentPatient() patient: PatientViewer, @Param('id') id: string): Promise<StreamableFile> {
    return this.file(patient, id, BillingDocumentKind.FinalInvoice);
  }

  @Get(':id/storno-pdf')
  @Header('Cache-Control', 'no-store')
  storno(@CurrentPatient() patient: PatientViewer, @Param('id') id: string): Promise<StreamableFile> {
    return this.file(patient, id, BillingDocumentKind.Storno);
  }

  private async file(patient: PatientViewer, id: string, kind: BillingDocumentKind): Promise<StreamableFile> {
    return attachmentOf(await this.downloads.downloadForPatient(patient.patientId, id, kind));
  }
}
