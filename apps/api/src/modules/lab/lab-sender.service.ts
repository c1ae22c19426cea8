import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentStatus } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import type { NoiOrder } from '../orders/noi-order.entity.js';
import {
  delayPartForReview,
  findOrder,
  findPart,
  lockOrder,
  markPartSent,
  NoiOrderStatus,
  NoiOrderType,
  orderById,
  OrderStatus,
  partById,
} from '../orders/index.js';
import { patientById } from '../patients/index.js';
import { currentSampleOfOrder } from '../samples/index.js';
import { LAB_CALLBACK_PATH } from './lab-callback.controller.js';
import { LabClient, type LabRegistrationAnswer } from './lab-client.js';
import { labIdempotencyKey, type SendLabOrderPayload } from './lab.jobs.js';
import {
  externalOrderNoOf,
  type LabOrderRequest,
  orderedProductsOf,
  type PartProduct,
  type RecipeDose,
} from './lab-order-payload.js';
import { LabAuditEvent, LabPartState } from './lab-part-state.service.js';
import { NoiOrderRegistrationResponse } from './noi-order-registration-response.entity.js';
import { type KeptRecipe, LabRecipes } from './lab-recipes.js';

export type SendResult = 'sent' | 'refused' | 'skipped';

/** Thrown for 5xx and no answer: the job is retried with back-off (the answer is stored first). */
export class LabSendRetryableError extends Error {}

// The concrete products of an order: its products, and the products of its bundles.
const PRODUCTS_SQL = `
  SELECT DISTINCT product.key, product.name_de AS name, product.type::text AS type
  FROM order_items line
  JOIN shop_items resolved ON resolved.id = line.resolved_item_id
  LEFT JOIN shop_bundle_products content ON content.bundle_id = resolved.id
  JOIN shop_items product ON product.id = coalesce(content.product_id, resolved.id)
  WHERE line.order_id = $1 AND (content.product_id IS NOT NULL OR resolved.kind = 'Product')`;

const AWAITING_SEND: Record<NoiOrderType, NoiOrderStatus> = {
  [NoiOrderType.blood]: NoiOrderStatus.SampleRegistered,
  [NoiOrderType.dna]: NoiOrderStatus.SampleRegistered,
  [NoiOrderType.supplements]: NoiOrderStatus.OrderPlaced,
};

/**
 * Whether the part waits to be sent: blood and DNA with their sample registered; supplements placed
 * without analyses, or reviewed (Delayed, not yet at the partner) and approved for production.
 */
function awaitsSend(part: NoiOrder, recipe: KeptRecipe | null): boolean {
  if (part.status === AWAITING_SEND[part.type]) return true;
  return (
    part.type === NoiOrderType.supplements &&
    part.status === NoiOrderStatus.Delayed &&
    part.noi_order_id === null &&
    recipe?.approved_at != null
  );
}

interface PreparedSend {
  request: LabOrderRequest;
  /** Supplements: the recipe sent (kept with the part); null for samples. */
  recipe: RecipeDose[] | null;
}
const ACCEPTED: Record<NoiOrderType, NoiOrderStatus> = {
  [NoiOrderType.blood]: NoiOrderStatus.SentToLab,
  [NoiOrderType.dna]: NoiOrderStatus.SentToLab,
  [NoiOrderType.supplements]: NoiOrderStatus.SupplementsRegistered,
};

/**
 * Worker side: sends one part to the lab. The request is built from the database each time; the
 * Idempotency-Key is the job id, so a job run twice (the worker killed mid-send) gets the lab's first
 * answer back instead of a second lab order. Every answer is stored; 5xx and time-outs are retried.
 */
@Injectable()
export class LabSender {
  private readonly logger = new Logger('Lab');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: LabClient,
    private readonly partState: LabPartState,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly recipes: LabRecipes,
  ) {}

  async send(payload: SendLabOrderPayload): Promise<SendResult> {
    const prepared = await this.prepare(payload);
    if (!prepared) return 'skipped';
    const { request, recipe } = prepared;
    // A supplement without a single dose cannot be produced: the doctor sets the doses first.
    if (recipe && recipe.length === 0) {
      await this.parkForReview(payload.noiOrderId);
      return 'skipped';
    }
    const answer = await this.client.register(request, labIdempotencyKey(payload, request.externalOrderNo));
    const result = await this.record(payload, prepared, answer);
    if (result === 'retry')
      throw new LabSendRetryableError(`the lab answered ${answer.status}: ${answer.errors.join('; ')}`);
    return result;
  }

  /** The request for a part that is still waiting to be sent with this sample; null otherwise. */
  async requestFor(payload: SendLabOrderPayload): Promise<LabOrderRequest | null> {
    return (await this.prepare(payload))?.request ?? null;
  }

  private async prepare({ noiOrderId, sampleId }: SendLabOrderPayload): Promise<PreparedSend | null> {
    const part = await findPart(this.dataSource.manager, noiOrderId);
    if (!part) return null;
    const approved =
      part.type === NoiOrderType.supplements
        ? await this.recipes.kept(this.dataSource.manager, part.id)
        : null;
    if (!awaitsSend(part, approved)) return null;
    const order = await findOrder(this.dataSource.manager, part.order_id);
    if (!order?.order_number || order.payment_status !== PaymentStatus.Success) return null;
    if (order.status === OrderStatus.Canceled) return null;
    let barcode: string | null = null;
    if (part.type !== NoiOrderType.supplements) {
      const sample = await currentSampleOfOrder(this.dataSource.manager, sampleId ?? '0', order.id);
      if (!sample?.barcode) return null;
      barcode = sample.barcode;
    }
    const patient = await patientById(this.dataSource.manager, order.patient_id);
    const products: PartProduct[] = await this.dataSource.query(PRODUCTS_SQL, [order.id]);
    // An approved recipe is sent as the doctor saw it; a supplements-only order gets the current doses.
    const recipe =
      part.type !== NoiOrderType.supplements
        ? null
        : approved?.approved_at
          ? approved.items
          : await this.recipes.current(this.dataSource.manager, patient.id);
    return {
      recipe,
      request: {
        externalOrderNo: externalOrderNoOf(order.order_number, part.type),
        type: part.type,
        barcode,
        patient: { guid: patient.guid, sex: patient.biological_sex, birthDate: patient.date_of_birth },
        orderedProducts: orderedProductsOf(part.type, products, recipe ?? undefined),
        callbackUrl: `${this.config.appUrl}${LAB_CALLBACK_PATH}`,
      },
    };
  }

  /** No dose to produce: the part waits for the doctor's review (Delayed) with an empty recipe. */
  private async parkForReview(noiOrderId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const part = await partById(manager, noiOrderId);
      await lockOrder(manager, part.order_id);
      const fresh = await partById(manager, noiOrderId);
      if (fresh.status !== NoiOrderStatus.OrderPlaced) return;
      const order = await orderById(manager, fresh.order_id);
      await this.recipes.keepEmpty(manager, fresh.id, order.patient_id);
      await delayPartForReview(manager, fresh.id);
      await this.partState.deriveOrderStatus(manager, fresh.order_id);
    });
  }

  private async record(
    { noiOrderId, sampleId }: SendLabOrderPayload,
    { request, recipe }: PreparedSend,
    answer: LabRegistrationAnswer,
  ): Promise<SendResult | 'retry'> {
    return this.dataSource.transaction(async (manager) => {
      const part = await partById(manager, noiOrderId);
      await lockOrder(manager, part.order_id);
      await manager.insert(NoiOrderRegistrationResponse, {
        order_id: part.order_id,
        noi_order_id: part.id,
        status: answer.status,
        errors: answer.errors,
        order_type: part.type,
        barcode: request.barcode,
      });
      const subject = { type: 'order', id: part.order_id };
      const details = { part: part.type, status: answer.status, barcode: request.barcode };
      if (answer.labOrderId === null) {
        const retry = answer.status >= 500 || answer.status === 429;
        if (!retry) {
          this.logger.warn({ orderId: part.order_id, ...details }, 'the lab refused an order part');
          await this.audit.record({ event: LabAuditEvent.OrderRefused, subject, details }, manager);
        }
        return retry ? 'retry' : 'refused';
      }
      // Sent twice (a replayed answer) or overtaken by a cancel: the first outcome stands.
      const fresh = await partById(manager, noiOrderId);
      const kept = await this.recipes.kept(manager, noiOrderId);
      if (!awaitsSend(fresh, kept)) return 'skipped';
      if (recipe && !kept?.approved_at) {
        const order = await orderById(manager, fresh.order_id);
        await this.recipes.keepSent(manager, fresh.id, order.patient_id, recipe);
      }
      await markPartSent(manager, fresh.id, {
        status: ACCEPTED[fresh.type],
        external_order_no: request.externalOrderNo,
        noi_order_id: answer.labOrderId,
        sent_data: { orderedProducts: request.orderedProducts },
        sample_id: sampleId,
      });
      await this.partState.deriveOrderStatus(manager, part.order_id);
      await this.audit.record(
        { event: LabAuditEvent.OrderSent, subject, details: { ...details, labOrderId: answer.labOrderId } },
        manager,
      );
      return 'sent';
    });
  }
}
