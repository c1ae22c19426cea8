import { Injectable } from '@nestjs/common';
import { centsToEuros, eurosToCents } from '@portal/shared-types';
import { z } from 'zod';
import { AppConfig } from '../../../config/app-config.js';
import {
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
  PaymentProviderError,
  PaymentProviderUnavailableError,
} from './payment-provider.js';

const timestamp = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

const paymentSchema = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired']),
  amount: z.object({ currency: z.literal('EUR'), value: z.string().regex(/^\d+\.\d{2}$/) }),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  expiresAt: timestamp,
  paidAt: timestamp,
  _links: z
    .object({ checkout: z.object({ href: z.url() }).nullish() })
    .partial()
    .nullish(),
});

function toPayment(body: unknown): ProviderPayment {
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError('The provider answered an unreadable payment');
  const payment = parsed.data;
  const orderId = payment.metadata?.orderId;
  return {
    id: payment.id,
    status: payment.status,
    amountCents: eurosToCents(Number(payment.amount.value)),
    orderId: typeof orderId === 'string' || typeof orderId === 'number' ? String(orderId) : null,
    checkoutUrl: payment._links?.checkout?.href ?? null,
    expiresAt: payment.expiresAt,
    paidAt: payment.paidAt,
  };
}

/**
 * The provider over HTTP at PAYMENT_API_URL (Mollie-style `/v1/payments`). Every call is bounded by
 * PAYMENT_TIMEOUT_MS; a 5xx, a timeout or a network failure is "unavailable", a 4xx a refusal. Errors
 * name the operation and status only: the API key never reaches a message or a log.
 */
@Injectable()
export class HttpPaymentProvider implements PaymentProvider {
  readonly name = 'payment-api';

  constructor(private readonly config: AppConfig) {}

  async create(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const response = await this.call('create', '/v1/payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
      body: JSON.stringify({
        amount: { currency: 'EUR', value: centsToEuros(request.amountCents).toFixed(2) },
        description: request.description,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
        metadata: { orderId: request.orderId },
      }),
    });
    if (!response.ok) throw new PaymentProviderError(`create answered ${response.status}`, response.status);
    return toPayment(await this.json(response, 'create'));
  }

  async get(paymentId: string): Promise<ProviderPayment | null> {
    const response = await this.call('get', `/v1/payments/${encodeURIComponent(paymentId)}`, {
      method: 'GET',
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new PaymentProviderError(`get answered ${response.status}`, response.status);
    return toPayment(await this.json(response, 'get'));
  }

  async cancel(paymentId: string): Promise<ProviderPayment | null> {
    const response = await this.call('cancel', `/v1/payments/${encodeURIComponent(paymentId)}`, {
      method: 'DELETE',
    });
    // 404: unknown; 4xx otherwise (Mollie's 422): no longer cancelable. Either way nothing to cancel.
    if (response.status >= 400) return null;
    return response.status === 204 ? null : toPayment(await this.json(response, 'cancel'));
  }

  private async call(operation: string, path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.config.paymentApiUrl}${path}`, {
        ...init,
        headers: {
          Accept: 'application/json',
          ...init.headers,
          Authorization: `Bearer ${this.config.paymentApiKey}`,
        },
        signal: AbortSignal.timeout(this.config.paymentTimeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new PaymentProviderUnavailableError(`payment provider ${operation} ${reason}`, {
        cause: error,
      });
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new PaymentProviderUnavailableError(`payment provider ${operation} answered ${response.status}`);
    }
    return response;
  }

  private async json(response: Response, operation: string): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      // A body cut off by the timeout counts as unavailable, like the call itself.
      if ((error as Error).name === 'TimeoutError')
        throw new PaymentProviderUnavailableError(`payment provider ${operation} timed out`);
      throw new PaymentProviderError(`payment provider ${operation} answered no JSON`, response.status);
    }
  }
}
