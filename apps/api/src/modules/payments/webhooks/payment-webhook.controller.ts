import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../../common/auth/auth.decorators.js';
import { PaymentInbox } from './payment-inbox.service.js';

export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * Mollie's webhook: `id=<payment id>`, form-encoded, unsigned. No session, no CSRF token (configure-http exempts
 * the path and reads its body raw, at most 16 kB); nothing in it is trusted but the id, whose payment the worker
 * reads back with our key. 200 as soon as the call is stored, also for an id we do not know (Mollie's advice: do
 * not tell a caller which ids exist).
 */
@Controller('api/payments')
export class PaymentWebhookController {
  constructor(private readonly inbox: PaymentInbox) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(@Req() req: Request): Promise<{ received: true }> {
    const body: unknown = req.body;
    await this.inbox.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    return { received: true };
  }
}
