import { Controller, Get, Header, Param, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { attachmentOf } from '../documents/index.js';
import { BillingDocumentKind } from './billing-document.entity.js';
import { BillingDownloads } from './billing-downloads.service.js';

/**
 * GET /api/orders/{id}/download-invoice-pdf, /download-final-invoice-pdf and /download-storno-pdf (the invoice's
 * storno): the stored PDF, named by its number.
 */
@Controller('api/orders')
export class BillingDownloadsController {
  constructor(private readonly downloads: BillingDownloads) {}

  @Get(':id/download-invoice-pdf')
  @Header('Cache-Control', 'no-store')
  async invoice(@Req() req: Request, @Param('id') id: string): Promise<StreamableFile> {
    return attachmentOf(await this.downloads.download(req.viewer!, id, BillingDocumentKind.Invoice));
  }

  @Get(':id/download-final-invoice-pdf')
  @Header('Cache-Control', 'no-store')
  async finalInvoice(@Req() req: Request, @Param('id') id: string): Promise<StreamableFile> {
    return attachmentOf(await this.downloads.download(req.viewer!, id, BillingDocumentKind.FinalInvoice));
  }

  @Get(':id/download-storno-pdf')
  @Header('Cache-Control', 'no-store')
  async storno(@Req() req: Request, @Param('id') id: string): Promise<StreamableFile> {
    return attachmentOf(await this.downloads.download(req.viewer!, id, BillingDocumentKind.Storno));
  }
}
