import { Controller, Get, Header, Param, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { MicronutrientsPdfService } from './micronutrients-pdf.service.js';

/** GET /api/patients/{id}/download-micronutrients-pdf: the doses of a patient the viewer may see. */
@Controller('api/patients')
export class MicronutrientsPdfController {
  constructor(private readonly pdf: MicronutrientsPdfService) {}

  @Get(':id/download-micronutrients-pdf')
  @Header('Cache-Control', 'no-store')
  async download(@Req() req: Request, @Param('id') id: string): Promise<StreamableFile> {
    const file = await this.pdf.download(req.viewer!, id);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
