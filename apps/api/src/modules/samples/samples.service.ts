import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, QueryFailedError } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import type { LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { groupByKeys } from '../../common/dataloader/loader-registry.js';
import { AppError, ErrorCode, ValidationError } from '../../common/errors/app-error.js';
import { ValidationText } from '../../common/validation/validation-texts.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { DomainEvents } from '../../events/index.js';
import {
  lockVisibleOrder,
  markSampleRegistered,
  NoiOrderStatus,
  NoiOrderType,
  type Order,
  OrderStatus,
  visibleOrderWithParts,
} from '../orders/index.js';
import type { NoiOrder } from '../orders/noi-order.entity.js';
import { Sample, SampleStatus, SampleType } from './sample.entity.js';
import { SamplesError } from './samples.errors.js';
import { SampleRegistered } from './samples.events.js';
import type { RegisterSampleInput, SampleView } from './samples.types.js';

export const BARCODE_MAX_LENGTH = 64;

const PART_OF: Record<SampleType, NoiOrderType> = {
  [SampleType.Blood]: NoiOrderType.blood,
  [SampleType.Dna]: NoiOrderType.dna,
};

// Part statuses in which a (new) barcode may be registered.
const OPEN_FOR_REGISTRATION = new Set([
  NoiOrderStatus.OrderPlaced,
  NoiOrderStatus.SampleNotRegistered,
  NoiOrderStatus.Recall,
]);

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

/** Barcode registration of an order's blood and DNA samples, and the samples shown on an order. */
@Injectable()
export class SamplesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  async register(viewer: Viewer, input: RegisterSampleInput): Promise<Order> {
    const barcode = input.barcode.trim();
    if (barcode.length < 1 || barcode.length > BARCODE_MAX_LENGTH)
      throw ValidationError.of('input.barcode', ValidationText.required);
    const orderId = await this.writes.run(viewer, 'registerSample', async (manager) => {
      const order = await lockVisibleOrder(manager, viewer, input.id, { withParts: true });
      if (order.status === OrderStatus.Canceled)
        throw new AppError(ErrorCode.Conflict, SamplesError.orderCanceled);
      if (!order.placed_at) throw new AppError(ErrorCode.Conflict, SamplesError.notPlaced);
      const part = this.partToRegister(order, input.type ?? null);
      if (!OPEN_FOR_REGISTRATION.has(part.status))
        throw new AppError(ErrorCode.Conflict, SamplesError.alreadyRegistered);
      const type = part.type === NoiOrderType.blood ? SampleType.Blood : SampleType.Dna;

      const taken = await manager.findOne(Sample, {
        where: { barcode },
        select: { id: true, order_id: true, superseded_at: true },
      });
      // This order's own (or a recalled) tube: the code was used already; another order's tube: not unique.
      if (taken)
        throw ValidationError.of(
          'input.barcode',
          taken.order_id === order.id || taken.superseded_at
            ? SamplesError.barcodeAlreadyUsed
            : SamplesError.barcodeNotUnique,
        );
      const now = new Date();
      // A recalled sample keeps its old barcode on a superseded row.
      await manager.update(
        Sample,
        { order_id: order.id, type, superseded_at: IsNull() },
        { superseded_at: now },
      );
      try {
        await manager.insert(Sample, {
          order_id: order.id,
          type,
          barcode,
          status: SampleStatus.Registered,
          registered_at: now,
          registered_by_user_id: viewer.user.id,
        });
      } catch (error) {
        // Another transaction took the same barcode between our check and insert.
        if (isUniqueViolation(error))
          throw ValidationError.of('input.barcode', SamplesError.barcodeNotUnique);
        throw error;
      }
      await markSampleRegistered(manager, order, part.id);
      await this.audit.record(
        {
          event: 'sample.registered',
          ...AuditService.actor(viewer),
          subject: { type: 'order', id: order.id },
          details: { sampleType: type, barcode },
        },
        manager,
      );
      // A paid order's sample goes to the lab after the commit; unpaid, it goes once the payment succeeds.
      await this.events.publish(manager, SampleRegistered, { orderId: order.id });
      return order.id;
    });
    return visibleOrderWithParts(this.dataSource, viewer, orderId);
  }

  /** The order's sample of a type, or null when it has no such part; current rows are batched per request. */
  async sampleOf(loaders: LoaderRegistry, order: Order, type: SampleType): Promise<SampleView | null> {
    const part = type === SampleType.Blood ? order.bloodNoiOrder : order.dnaNoiOrder;
    if (!part) return null;
    const rows = await loaders
      .get<string, Sample[]>('currentSamples', async (orderIds) => {
        const found = await this.dataSource.getRepository(Sample).find({
          where: orderIds.map((order_id) => ({ order_id, superseded_at: IsNull() })),
        });
        return groupByKeys(orderIds, found, (row) => row.order_id);
      })
      .load(order.id);
    const row = rows.find((r) => r.type === type);
    const awaiting = OPEN_FOR_REGISTRATION.has(part.status) || !row;
    return {
      id: `${order.id}-${type.toLowerCase()}`,
      type,
      barcode: awaiting ? null : row.barcode,
      status: awaiting ? SampleStatus.NotRegistered : SampleStatus.Registered,
    };
  }

  private partToRegister(order: Order, type: SampleType | null): NoiOrder {
    const samples = (order.parts ?? []).filter(
      (p) => p.type === NoiOrderType.blood || p.type === NoiOrderType.dna,
    );
    if (!samples.length) throw new AppError(ErrorCode.Conflict, SamplesError.noSamples);
    if (!type) {
      if (samples.length > 1) throw ValidationError.of('input.type', SamplesError.typeRequired);
      return samples[0];
    }
    const part = samples.find((p) => p.type === PART_OF[type]);
    if (!part) throw ValidationError.of('input.type', SamplesError.typeNotOrdered);
    return part;
  }
}
