import { Controller, Get, Header, Param, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../../common/auth/auth.decorators.js';
import { SignedUrlGuard } from '../../../common/http/signed-url.guard.js';
import { attachmentDisposition } from '../../../common/uploads/file-name.js';
import { BloodUploadsService } from './blood-uploads.service.js';

/**
 * GET /api/blood-uploads/{id}/file?expires&signature: the service team's link from the upload mail. The
 * signature is the credential (no session), so the file goes out as a download that no browser renders.
 */
@Controller('api/blood-uploads')
export class BloodUploadFileController {
  constructor(private readonly uploads: BloodUploadsService) {}

  @Public()
  @UseGuards(SignedUrlGuard)
  @Get(':id/file')
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async file(
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.uploads.download(id, req);
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: attachmentDisposition(file.fileName),
      length: file.bytes.length,
    });
  }
}
