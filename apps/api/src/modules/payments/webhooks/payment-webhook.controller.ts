import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../../common/auth/auth.decorators.js';
import { PaymentInbox } from './payment-inbox.service.js';

export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * The provider's webhook: no session, no CSRF token (configure-http exempts the path and parses its
 * body raw, at most 16 kB), the signature is the only credential. 200 as soon as the event is stored.
 */
@Controller('api/payments')
export class PaymentWebhookController {
  constructor(private readonly inbox: PaymentInbox) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(@Req() req: Request): Promise<{ received: true }> {
    const body: unknown = req.body;
    await this.inbox.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0), req.get('payment-signature'));
    return { received: true };
  }
}
