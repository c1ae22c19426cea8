import { ConsentSubjectType, recordConsentEvidence } from '../consents/index.js';
import { Injectable } from '@nestjs/common';
import { appliesToOrder, checkConsentSelection, consentsByIds, countryExists } from '../catalog/index.js';
import {
  ConsentType,
  PaymentStatus,
  ProductType,
  holdsDnaAnalysis,
  isOfFullAge,
  isRowId,
  todayIsoDate,
} from '@portal/shared-types';
import { type EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import {
  AppError,
  ErrorCode,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../common/errors/app-error.js';
import { ValidationText } from '../../common/validation/validation-texts.js';
import { Clock } from '../../common/clock/clock.js';
import { DomainEvents } from '../../events/index.js';
import { AuditedWrites } from '../audit/index.js';
import { type PatientForOrder, PatientQueries } from '../patients/index.js';
import { type CartRequestItem, itemKey, type PricedCart, ShopError, ShopService } from '../shop/index.js';
import type { CreateOrderInput, OrderAddressInput, UpdateOrderInput } from './graphql/order-inputs.js';
import { NoiOrder } from './noi-order.entity.js';
import { OrderAddress, OrderAddressKind } from './order-address.entity.js';
import { OrderConsent } from './order-consent.entity.js';
import { holdsDna, partTypesOf } from './order-contents.js';
import { orderFingerprint } from './order-fingerprint.js';
import { OrderItem } from './order-item.entity.js';
import { NoiOrderStatus, NoiOrderType, OrderStatus } from './order-status.js';
import { Order } from './order.entity.js';
import { scopeOrders } from './order-access.js';
import { OrdersError } from './orders.errors.js';
import { OrderPlaced } from './orders.events.js';
import { OrderCancellation } from './order-cancellation.service.js';
import { nextOrderNumber } from './orders.service.js';

/** Everything the order wizard writes: drafts, their deletion and placing them. */
@Injectable()
export class OrderCommands {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly patients: PatientQueries,
    private readonly shop: ShopService,
    private readonly events: DomainEvents,
    private readonly cancellation: OrderCancellation,
    private readonly clock: Clock,
  ) {}

  async create(viewer: Viewer, input: CreateOrderInput): Promise<Order> {
    assertMayOrder(viewer);
    return this.writes.run(viewer, 'createOrder', async (manager) => {
      const patient = await this.patientFor(viewer, input.patient.connect, manager);
      const priced = await this.price(
        manager,
        patient,
        patient.address.country_code,
        input.items,
        input.discount_code_id ?? null,
        'input',
      );
      const order = await manager.save(
        manager.create(Order, {
          patient_id: patient.id,
          medical_center_id: await this.practiceOf(manager, patient.id),
          created_by_user_id: viewer.user.id,
          status: OrderStatus.Draft,
          order_number: null,
          order_email: input.order_email?.trim() || patient.email,
          discount_code_id: input.discount_code_id ?? null,
          ...totalsOf(priced),
        }),
      );
      await this.writeLines(manager, order.id, priced);
      await this.writeAddresses(manager, order.id, patient);
      // A draft has no lab/production parts yet: placing writes them.
      order.parts = [];
      return order;
    });
  }

  async update(viewer: Viewer, input: UpdateOrderInput): Promise<Order> {
    assertMayOrder(viewer);
    return this.writes.run(viewer, 'updateOrder', async (manager) => {
      const order = await this.lockDraft(viewer, input.id, manager);
      const patientId = input.patient?.connect ?? order.patient_id;
      const patient = await this.patientFor(viewer, patientId, manager);
      const patientChanged = patient.id !== order.patient_id;
      if (patientChanged) {
        order.patient_id = patient.id;
        order.medical_center_id = await this.practiceOf(manager, patient.id);
        await this.writeAddresses(manager, order.id, patient);
        if (input.order_email === undefined) order.order_email = patient.email;
      }
      if (input.order_email) order.order_email = input.order_email.trim();
      if (input.delivery_address)
        await this.saveAddress(
          manager,
          order.id,
          OrderAddressKind.delivery,
          input.delivery_address,
          'input.delivery_address',
        );
      if (input.billing_address)
        await this.saveAddress(
          manager,
          order.id,
          OrderAddressKind.billing,
          input.billing_address,
          'input.billing_address',
        );
      if (input.discount_code_id !== undefined) order.discount_code_id = input.discount_code_id;

      const items: CartRequestItem[] = input.items ?? (await this.linesOf(manager, order.id));
      const delivery = await manager.findOne(OrderAddress, {
        where: { order_id: order.id, kind: OrderAddressKind.delivery },
        relations: { country: true },
      });
      const priced = await this.price(
        manager,
        patient,
        delivery?.country?.country_code ?? null,
        items,
        order.discount_code_id,
        'input',
      );
      Object.assign(order, totalsOf(priced));
      await manager.save(order);
      await this.writeLines(manager, order.id, priced);
      return order;
    });
  }

  /** A draft is removed; a placed order that may still be cancelled is cancelled and keeps its number. */
  async delete(viewer: Viewer, id: string): Promise<Order> {
    return this.writes.run(viewer, 'deleteOrder', async (manager) => {
      const order = await this.lock(viewer, id, manager);
      if (order.status === OrderStatus.Draft) {
        const gone = { ...order } as Order;
        gone.parts = [];
        await manager.delete(Order, { id: order.id });
        return Object.assign(new Order(), gone);
      }
      if (!order.isCancelable) throw new AppError(ErrorCode.Conflict, OrdersError.notCancelable);
      if (order.payment_status === PaymentStatus.Success)
        throw new AppError(ErrorCode.Conflict, OrdersError.paidNotDeletable);
      order.status = OrderStatus.Canceled;
      order.payment_status = PaymentStatus.Canceled;
      await manager.save(order);
      await this.cancellation.markCanceled(manager, order.id);
      // The answer shows the parts as they are now.
      for (const part of order.parts ?? []) part.status = NoiOrderStatus.Canceled;
      return order;
    });
  }

  /**
   * Places a draft: one at a time per order (row lock), so a double submit or two concurrent calls
   * place it once; the loser gets 'alreadyPlaced'. OrderPlaced brings the payment link (its mail after the
   * commit) and, for a first supplements order, the subscription plan.
   */
  async place(viewer: Viewer, id: string, consentIds: string[]): Promise<Order> {
    assertMayOrder(viewer);
    const order = await this.writes.run(viewer, 'placeOrder', async (manager) => {
      const order = await this.lock(viewer, id, manager);
      if (order.status !== OrderStatus.Draft)
        throw new AppError(ErrorCode.Conflict, OrdersError.alreadyPlaced);
      const items = await manager.find(OrderItem, {
        where: { order_id: order.id },
        relations: { resolvedItem: true },
      });
      const addresses = await manager.find(OrderAddress, {
        where: { order_id: order.id },
        relations: { country: true },
      });
      if (!items.length) throw new AppError(ErrorCode.BadRequest, OrdersError.noItems);
      await this.assertAgeAllows(manager, order.patient_id, items);
      if (!order.order_email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(order.order_email))
        throw ValidationError.of('order_email', ValidationText.emailInvalid);
      const delivery = addresses.find((address) => address.kind === OrderAddressKind.delivery);
      if (!delivery?.country?.is_shippable)
        throw new AppError(ErrorCode.BadRequest, OrdersError.deliveryAddressInvalid);
      // The consents this order asks for: the GenDG consent only when it holds a DNA analysis.
      const consents = await checkConsentSelection(
        manager,
        ConsentType.NewOrder,
        consentIds,
        'acceptedConsents.connect',
        appliesToOrder(holdsDna(items.map((item) => item.resolvedItem!))),
      );
      if (!order.confirmation_fingerprint)
        throw new AppError(ErrorCode.BadRequest, OrdersError.confirmationRequired);
      if (order.confirmation_fingerprint !== orderFingerprint(order, items, addresses))
        throw new AppError(ErrorCode.BadRequest, OrdersError.confirmationOutdated);
      if (order.discount_code_id) await this.redeemDiscount(manager, order.discount_code_id);

      order.order_number = await nextOrderNumber(manager);
      order.placed_at = new Date();
      order.status = OrderStatus.OrderPlaced;
      order.payment_status = PaymentStatus.Pending;
      order.placed_by_user_id = viewer.impersonator?.id ?? viewer.user.id;
      order.partnership_model_id = viewer.user.partnership_model_id;
      await manager.save(order);
      await this.writeParts(manager, order.id, items);
      // The answer shows the parts just written (the web opens sample registration from them).
      order.parts = await manager.findBy(NoiOrder, { order_id: order.id });
      const versions = await consentsByIds(manager, consents);
      await manager.insert(
        OrderConsent,
        versions.map((consent) => ({
          order_id: order.id,
          consent_id: consent.id,
          consent_version: consent.version,
          accepted_by_user_id: viewer.user.id,
        })),
      );
      await recordConsentEvidence(manager, consents, {
        type: ConsentType.NewOrder,
        subject: { type: ConsentSubjectType.order, id: order.id },
        patientId: order.patient_id,
        acceptedBy: { viewer },
      });
      const holdsSupplements = items.some((item) => item.resolvedItem!.type === ProductType.Supplements);
      await this.events.publish(manager, OrderPlaced, {
        orderId: order.id,
        holdsSupplements,
        renewal: false,
      });
      // The answer shows the plan the order may have started: OrderPlaced's in-transaction listener in
      // subscriptions attaches a supplements order to a new plan, and no other order.
      if (holdsSupplements) {
        const { subscription_id, cycle_no } = await manager.findOneByOrFail(Order, { id: order.id });
        Object.assign(order, { subscription_id, cycle_no });
      }
      return order;
    });
    return order;
  }

  /**
   * DNA analyses are for patients of full age on the day of placing (the draft was priced earlier, and
   * the birth date may have been corrected since): each DNA line is refused like evaluateCart does.
   */
  private async assertAgeAllows(
    manager: EntityManager,
    patientId: string,
    items: OrderItem[],
  ): Promise<void> {
    const [{ date_of_birth }] = await manager.query<{ date_of_birth: string }[]>(
      `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM patients WHERE id = $1`,
      [patientId],
    );
    if (isOfFullAge(date_of_birth, todayIsoDate(this.clock.now()))) return;
    const refused = items.filter((item) => holdsDnaAnalysis(item.resolvedItem!));
    if (!refused.length) return;
    const paths = refused.map((item) => `items.${itemKey(item)}`);
    throw new ValidationError(
      Object.fromEntries(paths.map((path) => [path, [ShopError.itemAdultsOnly.message]])),
      Object.fromEntries(paths.map((path) => [path, [ShopError.itemAdultsOnly.reason]])),
    );
  }

  /** Counts the code's use; a code used up since the draft was priced is refused. */
  private async redeemDiscount(manager: EntityManager, discountCodeId: string): Promise<void> {
    const result = await manager.query<unknown[]>(
      `UPDATE discount_codes SET times_used = times_used + 1
       WHERE id = $1 AND is_active AND (usage_limit IS NULL OR times_used < usage_limit)
         AND (valid_from IS NULL OR valid_from <= now()) AND (valid_until IS NULL OR valid_until > now())
       RETURNING id`,
      [discountCodeId],
    );
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const rows = Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
    if (!rows.length) throw ValidationError.of('discount_code_id', ShopError.discountInvalid);
  }

  private async patientFor(viewer: Viewer, id: string, manager: EntityManager): Promise<PatientForOrder> {
    try {
      return await this.patients.forOrder(viewer, id, manager);
    } catch (error) {
      if (error instanceof NotFoundError) throw new AppError(ErrorCode.NotFound, OrdersError.patientNotFound);
      throw error;
    }
  }

  private async practiceOf(manager: EntityManager, patientId: string): Promise<string> {
    const [{ medical_center_id }] = await manager.query<{ medical_center_id: string | null }[]>(
      `SELECT medical_center_id FROM patients WHERE id = $1`,
      [patientId],
    );
    if (!medical_center_id) throw new AppError(ErrorCode.NotFound, OrdersError.patientNotFound);
    return medical_center_id;
  }

  private price(
    manager: EntityManager,
    patient: PatientForOrder,
    countryCode: string | null,
    items: readonly CartRequestItem[],
    discountCodeId: string | null,
    prefix: string,
  ) {
    return this.shop.price(
      {
        items,
        sex: patient.biological_sex,
        birthDate: patient.date_of_birth,
        countryCode,
        discountCodeId,
        itemsPath: `${prefix}.items`,
        discountPath: `${prefix}.discount_code_id`,
      },
      manager,
    );
  }

  private async lock(viewer: Viewer, id: string, manager: EntityManager): Promise<Order> {
    if (!isRowId(id)) throw new NotFoundError('Order');
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

  private async lockDraft(viewer: Viewer, id: string, manager: EntityManager): Promise<Order> {
    const order = await this.lock(viewer, id, manager);
    if (order.status !== OrderStatus.Draft) throw new AppError(ErrorCode.Conflict, OrdersError.notDraft);
    return order;
  }

  private async linesOf(manager: EntityManager, orderId: string): Promise<CartRequestItem[]> {
    const lines = await manager.find(OrderItem, { where: { order_id: orderId }, order: { position: 'ASC' } });
    return lines.map((line) => ({
      item_id: line.item_id,
      item_type: line.item_type,
      quantity: line.quantity,
    }));
  }

  private async writeLines(
    manager: EntityManager,
    orderId: string,
    { cart }: { cart: PricedCart },
  ): Promise<void> {
    await manager.delete(OrderItem, { order_id: orderId });
    if (!cart.lines.length) return;
    await manager.insert(
      OrderItem,
      cart.lines.map((line, position) => ({ order_id: orderId, position, ...line })),
    );
  }

  private async writeAddresses(
    manager: EntityManager,
    orderId: string,
    patient: PatientForOrder,
  ): Promise<void> {
    await manager.delete(OrderAddress, { order_id: orderId });
    const { country_id, country_code: _code, ...address } = patient.address;
    if (!country_id) return;
    await manager.insert(OrderAddress, [
      { order_id: orderId, kind: OrderAddressKind.delivery, ...address, country_id },
      { order_id: orderId, kind: OrderAddressKind.billing, ...address, country_id },
    ]);
  }

  private async saveAddress(
    manager: EntityManager,
    orderId: string,
    kind: OrderAddressKind,
    input: OrderAddressInput,
    path: string,
  ): Promise<void> {
    if (!(await countryExists(manager, input.country_id)))
      throw ValidationError.of(`${path}.country_id`, ValidationText.unknownEntry);
    await manager.upsert(
      OrderAddress,
      {
        order_id: orderId,
        kind,
        address: input.address,
        zip_code: input.zip_code,
        city: input.city,
        state: input.state?.trim() || null,
        country_id: input.country_id,
      },
      ['order_id', 'kind'],
    );
  }

  /** The lab and production parts the placed order needs. */
  private async writeParts(manager: EntityManager, orderId: string, items: OrderItem[]): Promise<void> {
    const types = partTypesOf(items.map((item) => item.resolvedItem!));
    const analyses = types.has(NoiOrderType.blood) || types.has(NoiOrderType.dna);
    const parts: Partial<NoiOrder>[] = [];
    if (types.has(NoiOrderType.blood))
      parts.push({ type: NoiOrderType.blood, status: NoiOrderStatus.SampleNotRegistered });
    if (types.has(NoiOrderType.dna))
      parts.push({ type: NoiOrderType.dna, status: NoiOrderStatus.SampleNotRegistered });
    if (types.has(NoiOrderType.supplements))
      parts.push({
        type: NoiOrderType.supplements,
        status: analyses ? NoiOrderStatus.WaitingForResults : NoiOrderStatus.OrderPlaced,
      });
    if (parts.length)
      await manager.insert(
        NoiOrder,
        parts.map((part) => ({ ...part, order_id: orderId })),
      );
  }
}

/** Spec section 6: the order flow is for admins, impersonating admins and doctors with a partnership model. */
function assertMayOrder(viewer: Viewer): void {
  if (viewer.isAdmin || viewer.isImpersonating) return;
  if (!viewer.user.medical_center_id) throw new ForbiddenError(OrdersError.practiceRequired);
  if (!viewer.user.partnership_model_id) throw new ForbiddenError(OrdersError.noPartnershipType);
}

function totalsOf({ cart }: { cart: PricedCart }) {
  return {
    original_price_cents: cart.original_price_cents,
    discount_amount_cents: cart.discount_amount_cents,
    total_price_cents: cart.total_price_cents,
    tax_amount_cents: cart.tax_amount_cents,
  };
}
