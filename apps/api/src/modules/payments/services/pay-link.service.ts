import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { centsToEuros, PaymentStatus } from '@portal/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { sha256 } from '../../../common/crypto/secrets.js';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { AppConfig } from '../../../config/app-config.js';
import type { Order } from '../../orders/index.js';
import { PaymentAttempt, PaymentAttemptStatus } from '../payment-attempt.entity.js';
import type { PaymentLink } from '../payment-link.entity.js';
import { PaymentLinksService } from '../payment-links.service.js';
import { PaymentsError } from '../payments.errors.js';
import {
  PAY_CHECKOUTS_PER_MINUTE,
  PAY_VIEWS_PER_MINUTE,
  PROVIDER_SESSION_MARGIN_MS,
} from '../payments.limits.js';
import { patientById } from '../../patients/index.js';
import { PaymentMethodCatalogue } from './payment-method-catalogue.service.js';
import {
  type MethodsQuery,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderError,
  PaymentProviderUnavailableError,
} from '../provider/payment-provider.js';
import { isPayable, isTerminalAttempt } from './payment-state.js';
import { linkUsable, PaymentStatusService } from './payment-status.service.js';
import { lockOrder, supplementsPartPaused } from '../../orders/index.js';
import { ProviderSync } from './provider-sync.service.js';

/** What the payment page shows: no name, no address, nothing but the order's number and amount. */
export interface PaymentLinkView {
  orderNumber: string;
  /** Euros. */
  amount: number;
  currency: 'EUR';
  paymentStatus: PaymentStatus;
  expiresAt: string;
  canPay: boolean;
  /** The provider's methods for this amount and the patient's country, in the patient's language; empty when it cannot be asked. */
  methods: { id: string; description: string; image: string | null }[];
}

/** Mollie's method ids: lower-case letters, digits and underscores. */
const METHOD_ID = /^[a-z0-9_]{1,32}$/;

interface CheckoutChoice {
  method: string | null;
  locale: 'de' | 'en';
}

const invalidLink = () => new AppError(ErrorCode.NotFound, PaymentsError.linkInvalid);

/**
 * The patient's side of the link (public, rate limited per address and token): the page's view, the
 * checkout (reusing the open one, else the next attempt with its own idempotency key) and the return
 * from the provider. A token that is not ours is "invalid or expired", nothing more.
 */
@Injectable()
export class PayLinkService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly config: AppConfig,
    private readonly links: PaymentLinksService,
    private readonly status: PaymentStatusService,
    private readonly sync: ProviderSync,
    private readonly limiter: RateLimiter,
    private readonly catalogue: PaymentMethodCatalogue,
  ) {}

  async view(token: string, req: Request): Promise<PaymentLinkView> {
    await this.limit('pay-view', token, req, PAY_VIEWS_PER_MINUTE);
    const { link, order } = await this.linkOf(token);
    const status = order.payment_status!;
    if (status === PaymentStatus.Expired || (isPayable(status) && !linkUsable(link)))
      throw new AppError(ErrorCode.Gone, PaymentsError.linkExpired);
    const canPay = isPayable(status) && !(await heldBySubscriptionPause(this.dataSource.manager, order.id));
    const methods = canPay ? ((await this.catalogue.offeredFor(await this.methodsQuery(order))) ?? []) : [];
    return {
      orderNumber: order.order_number ?? '',
      amount: centsToEuros(order.total_price_cents),
      currency: 'EUR',
      paymentStatus: status,
      expiresAt: link.expires_at.toISOString(),
      canPay,
      methods: methods.map(({ id, description, imageUrl }) => ({ id, description, image: imageUrl })),
    };
  }

  /** `method`: the patient's choice on our page, one the provider offers for the order; null lets the provider ask. */
  async checkout(token: string, req: Request, method: unknown): Promise<{ checkoutUrl: string }> {
    await this.limit('pay-checkout', token, req, PAY_CHECKOUTS_PER_MINUTE);
    const { link, order } = await this.linkOf(token);
    const { locale, ...query } = await this.methodsQuery(order);
    if (method !== undefined && method !== null) {
      const offered =
        typeof method === 'string' && METHOD_ID.test(method)
          ? await this.catalogue.offeredFor({ ...query, locale })
          : [];
      if (offered === null) throw new AppError(ErrorCode.Unavailable, PaymentsError.providerUnavailable);
      if (!offered.some((candidate) => candidate.id === method))
        throw new AppError(ErrorCode.Validation, PaymentsError.methodNotOffered);
    }
    const choice = { method: typeof method === 'string' ? method : null, locale };
    return this.openCheckout(link, order, token, choice);
  }

  /** Where the provider sends the patient back: applies the newest attempt, then on to /payment. */
  async returnFrom(token: string, req: Request): Promise<string> {
    await this.limit('pay-view', token, req, PAY_VIEWS_PER_MINUTE);
    const link = await this.links.findByToken(token);
    if (!link?.order?.placed_at) return `/pay/${encodeURIComponent(token)}`;
    let order = link.order;
    const newest = await this.newestAttempt(order.id);
    if (newest && !isTerminalAttempt(newest.status))
      order = (await this.sync.refresh(newest, 'return')) ?? order;
    const query = new URLSearchParams({
      orderId: order.guid,
      success: String(order.payment_status === PaymentStatus.Success),
      token,
    });
    return `/payment?${query.toString()}`;
  }

  private async openCheckout(
    link: PaymentLink,
    order: Order,
    token: string,
    choice: CheckoutChoice,
    retried = false,
    switched = false,
  ): Promise<{ checkoutUrl: string }> {
    type Plan = { checkoutUrl: string } | { attempt: PaymentAttempt } | { switchMethod: true };
    const plan = await this.dataSource.transaction(async (manager): Promise<Plan> => {
      const locked = await lockOrder(manager, order.id);
      if (!locked) throw invalidLink();
      this.assertPayable(locked, link);
      if (await heldBySubscriptionPause(manager, locked.id))
        throw new AppError(ErrorCode.Conflict, PaymentsError.subscriptionPaused);
      const newest = await manager.findOne(PaymentAttempt, {
        where: { order_id: locked.id },
        order: { attempt_no: 'DESC' },
      });
      if (newest && this.reusable(newest)) {
        if (newest.method === choice.method) return { checkoutUrl: newest.checkout_url! };
        // Another method than the open checkout's: that one is ended first, so only one can be paid. A provider
        // that cannot end it (Mollie's card checkouts) leaves it open; should both be paid, one goes back.
        if (!switched) return { switchMethod: true };
      }
      // An attempt whose create call failed is retried with the same idempotency key: one checkout.
      if (newest?.status === PaymentAttemptStatus.creating) return { attempt: newest };
      const attempt = await manager.save(
        manager.create(PaymentAttempt, {
          order_id: locked.id,
          attempt_no: (newest?.attempt_no ?? 0) + 1,
          provider: this.provider.name,
          status: PaymentAttemptStatus.creating,
          amount_cents: locked.total_price_cents,
          method: choice.method,
        }),
      );
      return { attempt };
    });
    if ('checkoutUrl' in plan) return plan;
    if ('switchMethod' in plan) {
      await this.sync.cancelOpen(order.id, 'checkout');
      return this.openCheckout(link, order, token, choice, retried, true);
    }
    const payment = await this.createPayment(plan.attempt, order, token, choice);
    const updated = await this.status.applyProviderPayment(plan.attempt.id, payment, 'checkout');
    if (payment.status === 'open' || payment.status === 'pending') {
      if (payment.checkoutUrl) return { checkoutUrl: payment.checkoutUrl };
    }
    // The key replayed a payment that is over (paid, or expired at the provider): decide once more.
    if (retried) throw new AppError(ErrorCode.Unavailable, PaymentsError.providerUnavailable);
    return this.openCheckout(link, updated, token, choice, true, switched);
  }

  private async createPayment(attempt: PaymentAttempt, order: Order, token: string, choice: CheckoutChoice) {
    try {
      return await this.provider.create({
        // A retried `creating` attempt keeps the method it was made for: same key, same request.
        method: attempt.method,
        locale: choice.locale,
        idempotencyKey: `payment:${order.id}:${attempt.attempt_no}`,
        amountCents: attempt.amount_cents,
        description: `Bestellung ${order.order_number ?? order.id}`,
        redirectUrl: `${this.config.appUrl}/api/pay/${token}/return`,
        webhookUrl: `${this.config.appUrl}/api/payments/webhook`,
        orderId: order.id,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailableError || error instanceof PaymentProviderError))
        throw error;
      // The attempt stays `creating`: the next click retries it with the same key. A refusal (4xx) is
      // our mistake rather than the provider's outage, so it is logged as an error.
      const context = { orderId: order.id, attemptNo: attempt.attempt_no, err: error.message };
      if (error instanceof PaymentProviderError)
        this.logger.error(context, 'checkout refused by the provider');
      else this.logger.warn(context, 'checkout failed');
      throw new AppError(ErrorCode.Unavailable, PaymentsError.providerUnavailable);
    }
  }

  private reusable(attempt: PaymentAttempt): boolean {
    if (attempt.status !== PaymentAttemptStatus.open || !attempt.checkout_url) return false;
    return !attempt.expires_at || attempt.expires_at.getTime() > Date.now() + PROVIDER_SESSION_MARGIN_MS;
  }

  private assertPayable(order: Order, link: PaymentLink): void {
    switch (order.payment_status) {
      case PaymentStatus.Success:
        throw new AppError(ErrorCode.Conflict, PaymentsError.alreadyPaid);
      case PaymentStatus.Canceled:
        throw new AppError(ErrorCode.Conflict, PaymentsError.orderCanceled);
      case PaymentStatus.ChargedBack:
        throw new AppError(ErrorCode.Conflict, PaymentsError.chargedBack);
      case PaymentStatus.Expired:
        throw new AppError(ErrorCode.Conflict, PaymentsError.linkExpired);
      case null:
        throw invalidLink();
      case PaymentStatus.Pending:
      case PaymentStatus.Fail:
        if (!linkUsable(link)) throw new AppError(ErrorCode.Conflict, PaymentsError.linkExpired);
    }
  }

  private async methodsQuery(order: Order): Promise<MethodsQuery> {
    const patient = await patientById(this.dataSource.manager, order.patient_id);
    return {
      amountCents: order.total_price_cents,
      countryCode: patient.country || null,
      locale: patient.locale === 'en' ? 'en' : 'de',
    };
  }

  private newestAttempt(orderId: string): Promise<PaymentAttempt | null> {
    return this.dataSource
      .getRepository(PaymentAttempt)
      .findOne({ where: { order_id: orderId }, order: { attempt_no: 'DESC' } });
  }

  private async linkOf(token: string): Promise<{ link: PaymentLink; order: Order }> {
    const link = await this.links.findByToken(token);
    if (!link?.order?.placed_at || link.order.payment_status === null) throw invalidLink();
    return { link, order: link.order };
  }

  // Per address and token: a patient's page polls its own link; a guesser's misses count per token tried.
  private async limit(kind: string, token: string, req: Request, max: number): Promise<void> {
    await this.limiter.hit(`${kind}:${req.ip ?? 'unknown'}:${sha256(token).slice(0, 32)}`, max, 60);
  }
}

/** A paused subscription halts payment too: its order's supplements part is Paused until it resumes. */
function heldBySubscriptionPause(manager: EntityManager, orderId: string): Promise<boolean> {
  return supplementsPartPaused(manager, orderId);
}
