import { Controller, Get, Header, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import type { Request, Response } from 'express';
import { RequirePermissions } from '../../../common/auth/auth.decorators.js';
import { attachmentDisposition, inlineDisposition } from '../../../common/uploads/file-name.js';
import { BloodUploadsService } from './blood-uploads.service.js';

/**
 * GET /api/blood-uploads/{id}/file[?inline=1]: the uploaded file for the service team (admins, signed
 * in): shown beside the entry form (`inline=1`, framed by the portal only) or downloaded. Health data
 * is never behind a bare link: the team's mail links to the queue, which needs the sign-in.
 */
@Controller('api/blood-uploads')
@RequirePermissions(Permission.ManageMedicalCenters)
export class BloodUploadFileController {
  constructor(private readonly uploads: BloodUploadsService) {}

  @Get(':id/file')
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async file(
    @Param('id') id: string,
    @Query('inline') inline: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.uploads.download(id, req);
    const shown = inline === '1';
    // Chrome's PDF viewer does not run in a sandboxed document, so only images get `sandbox`; no script
    // runs either way (default-src 'none'), and only the portal itself may frame the file.
    const sandbox = file.contentType === 'application/pdf' ? '' : '; sandbox';
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'${sandbox}`,
    );
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: shown ? inlineDisposition(file.fileName) : attachmentDisposition(file.fileName),
      length: file.bytes.length,
    });
  }
}
