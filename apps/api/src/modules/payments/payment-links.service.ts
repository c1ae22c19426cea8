import { createHmac, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  centsToEuros,
  formatDate,
  formatEuro,
  PAYMENT_LINK_TTL_DAYS,
  PaymentStatus,
} from '@portal/shared-types';
import { translationOf } from '@portal/i18n';
import { DataSource, type EntityManager } from 'typeorm';
import { sha256 } from '../../common/crypto/secrets.js';
import { AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { type MailLocale, MailService } from '../mail/index.js';
import { OrderPaymentStatus } from '../orders/index.js';
import { type Order, orderWithPatientAndPractice } from '../orders/index.js';
import { linkMailJobId, SendPaymentLinkMailJob } from './payments.jobs.js';
import { PaymentLink } from './payment-link.entity.js';
import { isPayable } from './services/payment-state.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The token is 32 bytes of HMAC in base64url: 43 characters. Anything else is no token of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** When a link created or extended now stops working: our own TTL, independent of the provider's sessions. */
export const linkExpiryFrom = (now = new Date()) => new Date(now.getTime() + PAYMENT_LINK_TTL_DAYS * DAY_MS);

/** The link's token: an HMAC of its id and salt under APP_KEY (never stored; its SHA-256 finds the link). */
export const paymentLinkToken = (appKey: string, link: Pick<PaymentLink, 'id' | 'salt'>): string =>
  createHmac('sha256', appKey).update(`payment-link:${link.id}:${link.salt}`).digest('base64url');

/**
 * The payment link mailed to the patient (`APP_URL/pay/<token>`). The token is derived from the
 * link's id and random salt under APP_KEY, so every mailing sends the same link without storing it;
 * only its SHA-256 is stored, to find the link on a visit.
 */
@Injectable()
export class PaymentLinksService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
    private readonly mail: MailService,
    private readonly orderPayment: OrderPaymentStatus,
  ) {}

  /**
   * Inside placeOrder's transaction: the order's link (created once; a second call answers the same
   * link), and the placed order's payment status Pending.
   */
  async createForPlacedOrder(manager: EntityManager, order: Order): Promise<PaymentLink> {
    const existing = await manager.findOneBy(PaymentLink, { order_id: order.id });
    if (existing) return existing;
    const link = await manager.save(
      manager.create(PaymentLink, {
        order_id: order.id,
        salt: randomBytes(24).toString('base64url'),
        expires_at: linkExpiryFrom(),
      }),
    );
    // The token needs the row's id, so its hash is written right after the insert.
    link.token_hash = sha256(this.tokenOf(link));
    await manager.update(PaymentLink, link.id, { token_hash: link.token_hash });
    // A newly placed order waits for its money; an older order given a link later keeps its status.
    if (order.payment_status === null) await this.orderPayment.set(manager, order, PaymentStatus.Pending);
    return link;
  }

  /**
   * After the commit: queues the next mailing of the order's link (or mailing `sendNo`). The job id names
   * the order and the mailing's number, so two calls before the mail went out send it once.
   */
  async sendLinkMail(orderId: string, sendNo?: number): Promise<void> {
    const link = await this.dataSource.getRepository(PaymentLink).findOneBy({ order_id: orderId });
    if (!link) {
      this.logger.warn({ orderId }, 'no payment link to mail');
      return;
    }
    const mailing = sendNo ?? link.sent_count + 1;
    await this.queues.enqueue(
      SendPaymentLinkMailJob,
      { orderId, sendNo: mailing },
      { jobId: linkMailJobId(orderId, mailing), attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
    );
  }

  /**
   * The worker's side of sendLinkMail: mails the link once per send number, to the order's address;
   * a reminder (`payment-reminder` for a renewal, `order-payment-reminder` for a practice's order) is the same
   * link in other words.
   */
  async deliverLinkMail(
    orderId: string,
    sendNo: number,
    template: 'payment-link' | 'payment-reminder' | 'order-payment-reminder' = 'payment-link',
  ): Promise<boolean> {
    const links = this.dataSource.getRepository(PaymentLink);
    const link = await links.findOneBy({ order_id: orderId });
    if (!link || link.sent_count >= sendNo) return false;
    const order = await orderWithPatientAndPractice(this.dataSource.manager, orderId);
    if (!order?.patient || !order.placed_at || !isPayable(order.payment_status)) return false;
    const token = this.tokenOf(link);
    // After an APP_KEY rotation the derived token changes: the mailed link must be the one that works.
    if (link.token_hash !== sha256(token)) await links.update(link.id, { token_hash: sha256(token) });
    const locale: MailLocale = order.patient.locale === 'en' ? 'en' : 'de';
    await this.mail.send({
      to: order.order_email ?? order.patient.email,
      template,
      locale,
      data: {
        name: `${order.patient.first_name} ${order.patient.last_name}`,
        practice: order.medicalCenter?.name ?? translationOf(locale).mails.paymentLink.practiceFallback,
        orderNumber: order.order_number ?? '',
        amount: formatEuro(centsToEuros(order.total_price_cents)),
        expiresAt: formatDate(link.expires_at),
        url: this.urlOf(token),
      },
    });
    await links
      .createQueryBuilder()
      .update()
      .set({ sent_count: () => `GREATEST(sent_count, ${Number(sendNo)})`, last_sent_at: () => 'now()' })
      .where('id = :id', { id: link.id })
      .execute();
    return true;
  }

  /** The link whose token this is, with its order; null for anything that is not a token of ours. */
  async findByToken(token: string): Promise<PaymentLink | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    return this.dataSource
      .getRepository(PaymentLink)
      .findOne({ where: { token_hash: sha256(token) }, relations: { order: true } });
  }

  tokenOf(link: Pick<PaymentLink, 'id' | 'salt'>): string {
    return paymentLinkToken(this.config.appKey, link);
  }

  urlOf(token: string): string {
    return `${this.config.appUrl}/pay/${token}`;
  }
}
