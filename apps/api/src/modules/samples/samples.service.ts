import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, QueryFailedError } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import type { LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { groupByKeys } from '../../common/dataloader/loader-registry.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../common/errors/app-error.js';
import { ValidationText } from '../../common/validation/validation-texts.js';
import { AuditService } from '../audit/audit.service.js';
import { AuditedWrites } from '../audit/audited-writes.service.js';
import { DomainEvents } from '../../events/index.js';
import { orderStatusOfParts } from '../orders/index.js';
import { NoiOrder } from '../orders/noi-order.entity.js';
import { scopeOrders } from '../orders/order-access.js';
import { NoiOrderStatus, NoiOrderType, OrderStatus } from '../orders/order-status.js';
import { Order } from '../orders/order.entity.js';
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

// Order statuses that registration may move on; later ones belong to the lab.
const SAMPLE_STAGE = new Set([
  OrderStatus.OrderPlaced,
  OrderStatus.SampleNotRegistered,
  OrderStatus.BloodSampleRegistered,
  OrderStatus.DnaSampleRegistered,
  OrderStatus.Recall,
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
      const order = await this.lock(viewer, input.id, manager);
      if (order.status === OrderStatus.Canceled)
        throw new AppError(ErrorCode.Conflict, SamplesError.orderCanceled);
      if (!order.placed_at) throw new AppError(ErrorCode.Conflict, SamplesError.notPlaced);
      const part = this.partToRegister(order, input.type ?? null);
      if (!OPEN_FOR_REGISTRATION.has(part.status))
        throw new AppError(ErrorCode.Conflict, SamplesError.alreadyRegistered);
      const type = part.type === NoiOrderType.blood ? SampleType.Blood : SampleType.Dna;

      if (await manager.existsBy(Sample, { barcode }))
        throw ValidationError.of('input.barcode', SamplesError.barcodeNotUnique);
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
      part.status = NoiOrderStatus.SampleRegistered;
      await manager.update(NoiOrder, { id: part.id }, { status: NoiOrderStatus.SampleRegistered });
      if (SAMPLE_STAGE.has(order.status)) {
        await manager.update(Order, { id: order.id }, { status: orderStatusOfParts(order.parts ?? []) });
      }
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
    return this.dataSource
      .getRepository(Order)
      .createQueryBuilder('ord')
      .leftJoinAndMapMany('ord.parts', NoiOrder, 'part', 'part.order_id = ord.id')
      .where('ord.id = :id', { id: orderId })
      .getOneOrFail();
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

  // The orders area's pattern: check visibility, then lock the row so registrations run one at a time.
  private async lock(viewer: Viewer, id: string, manager: EntityManager): Promise<Order> {
    const visible = await scopeOrders(manager.getRepository(Order).createQueryBuilder('ord'), viewer)
      .select('ord.id')
      .andWhere('ord.id = :id', { id })
      .getOne();
    if (!visible) throw new NotFoundError('Order');
    const order = await manager
      .getRepository(Order)
      .createQueryBuilder('ord')
      .setLock('pessimistic_write')
      .where('ord.id = :id', { id })
      .getOneOrFail();
    order.parts = await manager.findBy(NoiOrder, { order_id: order.id });
    return order;
  }
}
