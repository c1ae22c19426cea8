import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { LabInbox } from './lab-inbox.service.js';

export const LAB_CALLBACK_PATH = '/api/lab/callbacks';

/**
 * The lab's status callbacks: no session, no CSRF token (configure-http exempts the path and parses its
 * body raw, at most 16 kB), the Lab-Signature is the only credential. 200 as soon as the event is stored.
 */
@Controller('api/lab')
export class LabCallbackController {
  constructor(private readonly inbox: LabInbox) {}

  @Public()
  @Post('callbacks')
  @HttpCode(200)
  async receive(@Req() req: Request): Promise<{ received: true }> {
    const body: unknown = req.body;
    await this.inbox.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0), req.get('lab-signature'));
    return { received: true };
  }
}
