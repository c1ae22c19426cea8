import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import {
  type ConfirmationAddress,
  type DocumentFile,
  DocumentKind,
  documentLocale,
  DocumentsService,
} from '../documents/index.js';
import { practiceById } from '../medical-centers/index.js';
import { PatientQueries } from '../patients/index.js';
import { findDiscountById, taxLinesOf } from '../shop/index.js';
import { UsersService } from '../users/index.js';
import { type OrderAddress, OrderAddressKind } from './order-address.entity.js';
import { orderFingerprint } from './order-fingerprint.js';
import { OrderQueries } from './order-queries.service.js';
import { OrderStatus } from './order-status.js';
import { Order } from './order.entity.js';
import { readAll } from '../../common/sql/read-all.js';

/**
 * The order confirmation PDF (/api/orders/{id}/download-pdf), rendered by the worker from the order
 * as it is now. Downloading it for a draft records what it stated: placing requires the same content.
 */
@Injectable()
export class OrderConfirmationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderQueries,
    private readonly patients: PatientQueries,
    private readonly documents: DocumentsService,
    private readonly users: UsersService,
  ) {}

  async download(viewer: Viewer, orderId: string, timeoutMs?: number): Promise<DocumentFile> {
    const order = await this.orders.get(viewer, orderId);
    const patient = await this.patients.get(viewer, order.patient_id);
    const { items, addresses } = await this.orders.content(order.id);
    const manager = this.dataSource.manager;
    const [practice, creator, discount] = await readAll(manager, [
      () => practiceById(manager, order.medical_center_id),
      () => (order.created_by_user_id ? this.users.byId(manager, order.created_by_user_id) : null),
      () => (order.discount_code_id ? findDiscountById(manager, order.discount_code_id) : null),
    ] as const);
    const locale = documentLocale(viewer.user.locale);
    const nameOf = (item: { name_de: string; name_en: string }) =>
      locale === 'en' ? item.name_en : item.name_de;
    const address = (kind: OrderAddressKind): ConfirmationAddress | null => {
      const row: OrderAddress | undefined = addresses.find((candidate) => candidate.kind === kind);
      if (!row) return null;
      return {
        ...row,
        country: row.country ? nameOf({ name_de: row.country.name_de, name_en: row.country.name_en }) : '',
      };
    };

    const document = await this.documents.request(DocumentKind.OrderConfirmation, viewer.user.id, {
      locale,
      data: {
        orderNumber: order.order_number,
        date: (order.placed_at ?? new Date()).toISOString(),
        practice: practice?.name ?? '',
        orderedBy: creator?.name ?? '',
        patientName: `${patient.first_name} ${patient.last_name}`,
        patientBirthDate: patient.date_of_birth,
        orderEmail: order.order_email ?? '',
        delivery: address(OrderAddressKind.delivery),
        billing: address(OrderAddressKind.billing),
        lines: items.map((item) => ({
          name: nameOf(item.resolvedItem!),
          quantity: item.quantity,
          periodDays: item.resolvedItem!.period_days,
          original: centsToEuros(item.original_price_cents),
          final: centsToEuros(item.final_price_cents),
        })),
        subtotal: centsToEuros(order.original_price_cents),
        discount: discount
          ? { code: discount.code, amount: centsToEuros(order.discount_amount_cents) }
          : null,
        total: centsToEuros(order.total_price_cents),
        taxes: taxLinesOf(items).map((tax) => ({
          category: tax.category,
          rate: tax.rate_bp / 100,
          amount: centsToEuros(tax.tax_cents),
        })),
      },
    });
    let file: DocumentFile;
    try {
      await this.documents.waitUntilReady(viewer.user.id, document.id, timeoutMs);
      file = await this.documents.download(viewer.user.id, document.id);
    } catch (error) {
      await this.documents.discard(viewer.user.id, document.id);
      throw error;
    }
    if (order.status === OrderStatus.Draft)
      await this.recordConfirmed(order.id, orderFingerprint(order, items, addresses));
    return { ...file, fileName: `auftragsbestaetigung-${order.order_number ?? 'entwurf'}.pdf` };
  }

  /** Records what the downloaded PDF stated, unless the draft changed meanwhile (then it stays unconfirmed). */
  private async recordConfirmed(orderId: string, rendered: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await manager
        .getRepository(Order)
        .createQueryBuilder('ord')
        .setLock('pessimistic_write')
        .where('ord.id = :id AND ord.status = :draft', { id: orderId, draft: OrderStatus.Draft })
        .getOne();
      if (!order) return;
      const { items, addresses } = await this.orders.content(orderId, manager);
      if (orderFingerprint(order, items, addresses) !== rendered) return;
      await manager.update(Order, { id: orderId }, { confirmation_fingerprint: rendered });
    });
  }
}
