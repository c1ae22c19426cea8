import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { type PaymentLinkView, PayLinkService } from './services/pay-link.service.js';

/** The payment link's REST side, for the public page /pay/:token (no session needed). */
@Controller('api/pay/:token')
export class PayController {
  constructor(private readonly payLinks: PayLinkService) {}

  @Public()
  @Get()
  view(@Param('token') token: string, @Req() req: Request): Promise<PaymentLinkView> {
    return this.payLinks.view(token, req);
  }

  @Public()
  @Post('checkout')
  @HttpCode(200)
  checkout(
    @Param('token') token: string,
    @Req() req: Request,
    @Body() body: { method?: unknown } | undefined,
  ): Promise<{ checkoutUrl: string }> {
    return this.payLinks.checkout(token, req, body?.method);
  }

  /** The provider's redirectUrl: on to /payment with our status, never the provider's word. */
  @Public()
  @Get('return')
  async return(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.redirect(303, await this.payLinks.returnFrom(token, req));
  }
}
