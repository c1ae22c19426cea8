import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ConsentType, centsToEuros } from '@portal/shared-types';
import { DataSource, In } from 'typeorm';
import { byKeys, groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { type DiscountCodeView, discountCodeViewById, type ShopViews, ShopService } from '../shop/index.js';
import {
  type Consent,
  consentsOfTypes,
  type PartnershipModel,
  partnershipModelsByIds,
} from '../catalog/index.js';
import { type User, UsersService } from '../users/index.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { NotFoundError } from '../../common/errors/app-error.js';
import { type Patient, visiblePatientsByIds } from '../patients/index.js';
import type { OrderLine, OrderAddressView } from './graphql/order-view.types.js';
import { OrderAddress, OrderAddressKind } from './order-address.entity.js';
import { OrderItem } from './order-item.entity.js';
import { OrderPartStatusChange } from './order-part-status-change.entity.js';

/** An order's lines, addresses and discount code, batched per request: fixed statements per page. */
@Injectable()
export class OrderDetailsLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shop: ShopService,
    private readonly users: UsersService,
  ) {}

  items(loaders: LoaderRegistry, orderId: string): Promise<OrderItem[]> {
    return loaders
      .get<string, OrderItem[]>('orderItems', async (ids) => {
        const rows = await this.dataSource
          .getRepository(OrderItem)
          .find({ where: { order_id: In([...ids]) }, order: { position: 'ASC' } });
        return groupByKeys(ids, rows, (row) => row.order_id);
      })
      .load(orderId);
  }

  async lines(loaders: LoaderRegistry, orderId: string): Promise<OrderLine[]> {
    const [items, views] = await Promise.all([this.items(loaders, orderId), this.views(loaders)]);
    return items.map((item) => ({
      id: item.id,
      item_id: item.item_id,
      item_type: item.item_type,
      quantity: item.quantity,
      item: views.view(item.item_id),
      resolvedItem: views.view(item.resolved_item_id),
      original_price: centsToEuros(item.original_price_cents),
      final_price: centsToEuros(item.final_price_cents),
      tax_amount: centsToEuros(item.tax_amount_cents),
      vat_category: item.vat_category,
      vat_rate: item.vat_rate_bp / 100,
    }));
  }

  address(
    loaders: LoaderRegistry,
    orderId: string,
    kind: OrderAddressKind,
  ): Promise<OrderAddressView | null> {
    return loaders
      .get<string, OrderAddress[]>('orderAddresses', async (ids) => {
        const rows = await this.dataSource
          .getRepository(OrderAddress)
          .find({ where: { order_id: In([...ids]) }, relations: { country: true } });
        return groupByKeys(ids, rows, (row) => row.order_id);
      })
      .load(orderId)
      .then((rows) => {
        const row = rows.find((address) => address.kind === kind);
        return row ? { ...row, country: row.country! } : null;
      });
  }

  discountCode(loaders: LoaderRegistry, id: string): Promise<DiscountCodeView | null> {
    return discountCodeViewById(this.dataSource, loaders, id);
  }

  /** The user who created an order (its doctor, or the admin who acted for them). */
  user(loaders: LoaderRegistry, id: string): Promise<User | null> {
    return loaders
      .get<string, User | null>('orderUsers', async (ids) => {
        const rows = await this.users.findByIds([...ids]);
        return byKeys(ids, rows, (row) => row.id);
      })
      .load(id);
  }

  /** An order's patient, scoped like every patient read; one statement for a page of orders. */
  async patient(loaders: LoaderRegistry, viewer: Viewer, id: string): Promise<Patient> {
    const patient = await loaders
      .get<string, Patient | null>('orderPatients', async (ids) => {
        return byKeys(ids, await visiblePatientsByIds(this.dataSource.manager, viewer, ids), (row) => row.id);
      })
      .load(id);
    if (!patient) throw new NotFoundError('Patient');
    return patient;
  }

  partnershipModel(loaders: LoaderRegistry, id: string): Promise<PartnershipModel | null> {
    return loaders
      .get<string, PartnershipModel | null>('orderPartnershipModels', async (ids) => {
        const rows = await partnershipModelsByIds(this.dataSource.manager, ids);
        return byKeys(ids, rows, (row) => row.id);
      })
      .load(id);
  }

  /** The concrete products and bundles the order's lines resolved to (what its parts follow). */
  async contents(loaders: LoaderRegistry, orderId: string): Promise<{ kind: string; type: string }[]> {
    const [items, views] = await Promise.all([this.items(loaders, orderId), this.views(loaders)]);
    return items.map((item) => {
      const view = views.view(item.resolved_item_id);
      return { kind: view.item_type, type: view.type };
    });
  }

  /** The consents of a type in their order, once per request. */
  consents(loaders: LoaderRegistry, type: ConsentType): Promise<Consent[]> {
    return loaders
      .get<ConsentType, Consent[]>('consentsOfType', async (types) => {
        const rows = await consentsOfTypes(this.dataSource.manager, types);
        return groupByKeys(types, rows, (row) => row.type);
      })
      .load(type);
  }

  /** A part's status changes, oldest first; one statement for all parts asked in a request. */
  statusChanges(loaders: LoaderRegistry, partId: string): Promise<OrderPartStatusChange[]> {
    return loaders
      .get<string, OrderPartStatusChange[]>('orderPartStatusChanges', async (ids) => {
        const rows = await this.dataSource.getRepository(OrderPartStatusChange).find({
          where: { part_id: In([...ids]) },
          order: { changed_at: 'ASC', id: 'ASC' },
        });
        return groupByKeys(ids, rows, (row) => row.part_id);
      })
      .load(partId);
  }

  /** The catalogue as GraphQL items, once per request. */
  private views(loaders: LoaderRegistry): Promise<ShopViews> {
    return loaders
      .get<string, ShopViews>('shopViews', async (keys) => {
        const views = await this.shop.views();
        return keys.map(() => views);
      })
      .load('all');
  }
}
