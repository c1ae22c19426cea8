import { Controller, Get, Header, Req, StreamableFile, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { NotImpersonatingGuard } from '../sessions/guards/not-impersonating.guard.js';
import { PasswordConfirmedGuard } from '../sessions/guards/password-confirmed.guard.js';
import { RecoveryCodesPdfService } from './services/recovery-codes-pdf.service.js';

/** Download of the recovery codes as a PDF: needs a password confirmation, like showing the codes. */
@Controller('api/user')
export class RecoveryCodesPdfController {
  constructor(private readonly recoveryCodesPdf: RecoveryCodesPdfService) {}

  @Get('download-recovery-codes-pdf')
  @UseGuards(NotImpersonatingGuard, PasswordConfirmedGuard)
  @Header('Cache-Control', 'no-store')
  async download(@Req() req: Request): Promise<StreamableFile> {
    const file = await this.recoveryCodesPdf.download(req.viewer!);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
