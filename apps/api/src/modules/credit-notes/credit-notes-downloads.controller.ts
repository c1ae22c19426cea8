import { Controller, Get, Header, Param, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { attachmentOf } from '../documents/index.js';
import { CreditNotesDownloads } from './credit-notes-downloads.service.js';

/** GET /api/credit-notes/{id}/download-pdf and /download-xml: the stored Gutschrift, named by its number. */
@Controller('api/credit-notes')
export class CreditNotesDownloadsController {
  constructor(private readonly downloads: CreditNotesDownloads) {}

  @Get(':id/download-pdf')
  @Header('Cache-Control', 'no-store')
  async pdf(@Req() req: Request, @Param('id') id: string): Promise<StreamableFile> {
    return attachmentOf(await this.downloads.pdf(req.viewer!, id));
  }

  @Get(':id/download-xml')
  @Header('Cache-Control', 'no-store')
  async xml(@Req() req: Request, @Param('id') id: string): Promise<StreamableFile> {
    return attachmentOf(await this.downloads.xml(req.viewer!, id));
  }
}
