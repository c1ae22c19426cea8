import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type MethodsQuery,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderError,
  PaymentProviderUnavailableError,
  type ProviderMethod,
} from '../provider/payment-provider.js';

const KEEP_MS = 5 * 60_000;
const MAX_ENTRIES = 200;

/**
 * The provider's methods for an amount, country and language, kept for five minutes per process: the pay page
 * polls, and the methods a provider offers change with its dashboard settings, not by the second.
 */
@Injectable()
export class PaymentMethodCatalogue {
  private readonly logger = new Logger('Payments');
  private readonly kept = new Map<string, { until: number; methods: ProviderMethod[] }>();

  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /** The methods offered, or null when the provider cannot tell us now (the page then lets it choose). */
  async offeredFor(query: MethodsQuery): Promise<ProviderMethod[] | null> {
    const key = `${query.amountCents}:${query.countryCode ?? '-'}:${query.locale}`;
    const hit = this.kept.get(key);
    if (hit && hit.until > Date.now()) return hit.methods;
    try {
      const methods = await this.provider.methods(query);
      if (this.kept.size >= MAX_ENTRIES) this.kept.clear();
      this.kept.set(key, { until: Date.now() + KEEP_MS, methods });
      return methods;
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailableError || error instanceof PaymentProviderError))
        throw error;
      this.logger.warn({ err: error.message }, 'payment methods not read');
      return null;
    }
  }
}
