import { Controller, Get, Header, Param, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { OrderConfirmationService } from './order-confirmation.service.js';

/** GET /api/orders/{id}/download-pdf: the order confirmation of an order the viewer may see. */
@Controller('api/orders')
export class OrderConfirmationController {
  constructor(private readonly confirmations: OrderConfirmationService) {}

  @Get(':id/download-pdf')
  @Header('Cache-Control', 'no-store')
  async download(@Req() req: Request, @Param('id') id: string): Promise<StreamableFile> {
    const file = await this.confirmations.download(req.viewer!, id);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
