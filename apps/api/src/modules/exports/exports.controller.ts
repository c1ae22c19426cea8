import { Controller, Get, Query, Res } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import type { Response } from 'express';
import { RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { ExportList } from './export-columns.js';
import { exportRequestOf } from './export-request.js';
import { ExportStreams } from './export-stream.service.js';
import { creditNotesExport } from './lists/credit-notes.export.js';
import { doctorsExport } from './lists/doctors.export.js';
import { ordersExport } from './lists/orders.export.js';
import { patientsExport } from './lists/patients.export.js';

/**
 * GET /api/{orders,patients,doctors,credit-notes}/download-export?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD
 * [&format=xlsx|csv] (admin spec, section 7): admins only (not while impersonating); the file streams.
 */
@Controller('api')
@RequirePermissions(Permission.ManageMedicalCenters)
export class ExportsController {
  constructor(private readonly streams: ExportStreams) {}

  @Get('orders/download-export')
  orders(@Query() query: Record<string, unknown>, @Res() response: Response) {
    return this.send(ordersExport, query, response);
  }

  @Get('patients/download-export')
  patients(@Query() query: Record<string, unknown>, @Res() response: Response) {
    return this.send(patientsExport, query, response);
  }

  @Get('doctors/download-export')
  doctors(@Query() query: Record<string, unknown>, @Res() response: Response) {
    return this.send(doctorsExport, query, response);
  }

  @Get('credit-notes/download-export')
  creditNotes(@Query() query: Record<string, unknown>, @Res() response: Response) {
    return this.send(creditNotesExport, query, response);
  }

  private send(list: ExportList, query: Record<string, unknown>, response: Response): Promise<void> {
    return this.streams.send(response, list, exportRequestOf(query));
  }
}
