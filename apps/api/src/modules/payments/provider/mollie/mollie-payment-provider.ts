import { Injectable } from '@nestjs/common';
import {
  Locale,
  type Chargeback,
  type Method,
  type MollieClient,
  MollieApiError,
  type Payment,
  type PaymentMethod,
  type Refund,
} from '@mollie/api-client';
import { centsToEuros, eurosToCents } from '@portal/shared-types';
import { AppConfig } from '../../../../config/app-config.js';
import {
  type CreatePaymentRequest,
  type CreateRefundRequest,
  type MethodsQuery,
  type PaymentProvider,
  type ProviderChargeback,
  type ProviderMethod,
  type ProviderPayment,
  type ProviderRefund,
  PaymentProviderError,
  PaymentProviderUnavailableError,
} from '../payment-provider.js';
import { mollieClient } from './mollie-client.js';

const amountOf = (cents: number) => ({ currency: 'EUR', value: centsToEuros(cents).toFixed(2) });
const centsOf = (amount: { value: string } | undefined | null) =>
  amount ? eurosToCents(Number(amount.value)) : 0;
const dateOf = (value: string | undefined | null) => (value ? new Date(value) : null);
const localeOf = (locale: 'de' | 'en') => (locale === 'de' ? Locale.de_DE : Locale.en_US);

function toPayment(payment: Payment): ProviderPayment {
  const orderId = (payment.metadata as { orderId?: unknown } | null)?.orderId;
  return {
    id: payment.id,
    status: payment.status,
    amountCents: centsOf(payment.amount),
    orderId: typeof orderId === 'string' || typeof orderId === 'number' ? String(orderId) : null,
    checkoutUrl: payment.getCheckoutUrl(),
    expiresAt: dateOf(payment.expiresAt),
    paidAt: dateOf(payment.paidAt),
    method: payment.method ?? null,
    amountRefundedCents: centsOf(payment.amountRefunded),
    amountChargedBackCents: centsOf(payment.amountChargedBack),
  };
}

const toRefund = (refund: Refund): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.paymentId ?? '',
  status: refund.status,
  amountCents: centsOf(refund.amount),
  createdAt: new Date(refund.createdAt),
});

const toChargeback = (chargeback: Chargeback): ProviderChargeback => ({
  id: chargeback.id,
  paymentId: chargeback.paymentId,
  amountCents: centsOf(chargeback.amount),
  createdAt: new Date(chargeback.createdAt),
  reversedAt: dateOf(chargeback.reversedAt),
  reason: chargeback.reason?.description ?? chargeback.reason?.code ?? null,
});

const toMethod = (method: Method): ProviderMethod => ({
  id: method.id,
  description: method.description,
  imageUrl: method.image?.svg ?? method.image?.size2x ?? null,
});

/**
 * The payment port on Mollie's official client (`@mollie/api-client`), against MOLLIE_API_URL: Mollie in production,
 * the sandbox (which speaks Mollie's API v2) in development and tests. Every call is bounded by PAYMENT_TIMEOUT_MS
 * (the client has no timeout of its own and retries a 5xx twice); a timeout, a network failure or a 5xx is
 * "unavailable", a 4xx a refusal. Errors name the operation and status only: the key never reaches a message.
 */
@Injectable()
export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie';
  private built: MollieClient | null = null;

  constructor(private readonly config: AppConfig) {}

  // Built at the first call, not at start: the API boots (and emits its schema) before the sandbox has made the
  // certificate MOLLIE_CA_FILE names; a missing file then fails that call with the reason.
  private get client(): MollieClient {
    return (this.built ??= mollieClient({
      apiKey: this.config.mollieApiKey,
      apiEndpoint: this.config.mollieApiUrl,
      extraCaFile: this.config.mollieCaFile,
    }));
  }

  async create(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const payment = await this.call('create', () =>
      this.client.payments.create({
        amount: amountOf(request.amountCents),
        description: request.description,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
        metadata: { orderId: request.orderId },
        locale: localeOf(request.locale),
        ...(request.method ? { method: request.method as PaymentMethod } : {}),
        idempotencyKey: request.idempotencyKey,
      }),
    );
    return toPayment(payment);
  }

  async get(paymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.orNullWhenUnknown('get', () => this.client.payments.get(paymentId));
    return payment && toPayment(payment);
  }

  async cancel(paymentId: string): Promise<ProviderPayment | null> {
    try {
      const payment = await this.call('cancel', () => this.client.payments.cancel(paymentId));
      return payment ? toPayment(payment) : null;
    } catch (error) {
      // 404: unknown; 422: no longer cancelable. Either way there is nothing to cancel.
      if (error instanceof PaymentProviderError) return null;
      throw error;
    }
  }

  async methods(query: MethodsQuery): Promise<ProviderMethod[]> {
    const methods = await this.call('methods', () =>
      this.client.methods.list({
        amount: amountOf(query.amountCents),
        locale: localeOf(query.locale),
        sequenceType: 'oneoff' as never,
        ...(query.countryCode ? { billingCountry: query.countryCode } : {}),
      }),
    );
    return methods.map(toMethod);
  }

  async refund(request: CreateRefundRequest): Promise<ProviderRefund> {
    const refund = await this.call('refund', () =>
      this.client.paymentRefunds.create({
        paymentId: request.paymentId,
        amount: amountOf(request.amountCents),
        description: request.description,
        idempotencyKey: request.idempotencyKey,
      }),
    );
    return toRefund(refund);
  }

  async refunds(paymentId: string): Promise<ProviderRefund[]> {
    const page = await this.call('refunds', () => this.client.paymentRefunds.page({ paymentId, limit: 250 }));
    return [...page].map(toRefund).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async chargebacks(paymentId: string): Promise<ProviderChargeback[]> {
    const page = await this.call('chargebacks', () =>
      this.client.paymentChargebacks.page({ paymentId, limit: 250 }),
    );
    return [...page].map(toChargeback).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  private async orNullWhenUnknown<T>(operation: string, request: () => Promise<T>): Promise<T | null> {
    try {
      return await this.call(operation, request);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 404) return null;
      throw error;
    }
  }

  private async call<T>(operation: string, request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new PaymentProviderUnavailableError(`payment provider ${operation} timed out`)),
        this.config.paymentTimeoutMs,
      );
    });
    try {
      return await Promise.race([request(), timeout]);
    } catch (error) {
      throw translated(operation, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

function translated(operation: string, error: unknown): Error {
  if (error instanceof PaymentProviderUnavailableError) return error;
  if (error instanceof MollieApiError) {
    const status = typeof error.statusCode === 'number' ? error.statusCode : null;
    // No status: the request never got an answer (refused connection, TLS, reset), which the client reports so.
    if (status === null || status >= 500)
      return new PaymentProviderUnavailableError(
        `payment provider ${operation} answered ${status ?? 'nothing'}`,
      );
    return new PaymentProviderError(`payment provider ${operation} answered ${status}`, status);
  }
  return new PaymentProviderUnavailableError(`payment provider ${operation} failed`, { cause: error });
}
