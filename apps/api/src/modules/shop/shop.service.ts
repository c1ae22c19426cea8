import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SortOrder, isOfFullAge, todayIsoDate } from '@portal/shared-types';
import { Clock } from '../../common/clock/clock.js';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, ValidationError } from '../../common/errors/app-error.js';
import type { ValidationMessages, ValidationReasons } from '../../common/errors/app-error.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import { paginate } from '../../common/pagination/paginate.js';
import { escapeLike } from '../../common/sql/escape-like.js';
import { type BiologicalSex } from '../patients/index.js';
import { type Catalogue, CatalogueService, ShopViews } from './catalogue.service.js';
import {
  cartDiscountProblem,
  discountCodeView,
  findDiscountByCode,
  findDiscountById,
} from './discount-codes.js';
import type { DiscountCode } from './entities/discount-code.entity.js';
import { ShopItemRow } from './entities/shop-item.entity.js';
import type { CartEvaluation } from './graphql/cart.types.js';
import type { DiscountCodeView } from './graphql/discount-code.types.js';
import type { ShopItemView } from './graphql/shop-item.types.js';
import { ShopItemGroup, type ShopItemsArgs, ShopItemsOrderByColumn } from './graphql/shop-items.args.js';
import { type CartRequestItem, type PricedCart, itemKey, priceCart } from './pricing/cart-pricing.js';
import { cartEvaluationView } from './cart-evaluation.view.js';
import { ShopError } from './shop.errors.js';
import { readAll } from '../../common/sql/read-all.js';

// The expression the trigram index (migration Shop) is built on: keep both in step.
const SEARCH_EXPRESSION = `lower(item.name_de || ' ' || item.name_en)`;

export interface PricingRequest {
  items: readonly CartRequestItem[];
  sex: BiologicalSex | null;
  /** 'YYYY-MM-DD'; null while no patient is chosen. DNA analyses need a patient of full age today. */
  birthDate: string | null;
  countryCode: string | null;
  discountCodeId: string | null;
  /** Where the errors go: `items` for evaluateCart, `input.items` for order writes. */
  itemsPath: string;
  discountPath: string;
}

export interface Priced {
  cart: PricedCart;
  discount: DiscountCode | null;
  country: string;
  catalogue: Catalogue;
}

@Injectable()
export class ShopService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogues: CatalogueService,
    private readonly clock: Clock,
  ) {}

  async list(args: ShopItemsArgs): Promise<Page<ShopItemView>> {
    const query = this.dataSource
      .getRepository(ShopItemRow)
      .createQueryBuilder('item')
      .where('item.is_active = true')
      // Custom items stand for the concrete ones, which are only listed where no custom item covers them.
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM shop_items custom WHERE custom.is_active AND (custom.female_item_id = item.id OR custom.male_item_id = item.id))`,
      );
    if (args.search?.trim())
      query.andWhere(`${SEARCH_EXPRESSION} LIKE :search`, {
        search: `%${escapeLike(args.search.trim().toLowerCase())}%`,
      });
    if (args.forSex) query.andWhere('(item.for_sex IS NULL OR item.for_sex = :sex)', { sex: args.forSex });
    if (args.isBestSeller === true) query.andWhere('item.best_seller_rank IS NOT NULL');
    if (args.isBestSeller === false) query.andWhere('item.best_seller_rank IS NULL');
    if (args.types?.length) query.andWhere('item.type IN (:...types)', { types: args.types });
    if (args.itemType === ShopItemGroup.Single) query.andWhere(`item.kind IN ('Product', 'CustomProduct')`);
    if (args.itemType === ShopItemGroup.Bundle) query.andWhere(`item.kind IN ('Bundle', 'CustomBundle')`);

    const [page, views] = await Promise.all([
      paginate(query, args, {
        columns: {
          [ShopItemsOrderByColumn.BEST_SELLER_RANK]: 'item.best_seller_rank',
          [ShopItemsOrderByColumn.RANK]: 'item.rank',
        },
        defaultOrder: [{ column: ShopItemsOrderByColumn.RANK, order: SortOrder.ASC }],
        tieBreaker: 'item.id',
      }),
      this.views(),
    ]);
    return { data: page.data.map((row) => views.view(row.id)), paginatorInfo: page.paginatorInfo };
  }

  /** A code as typed by the doctor; unknown, expired, used up or not for carts: 'discountCode.invalid'. */
  async discountCode(code: string): Promise<DiscountCodeView> {
    const found = await findDiscountByCode(this.dataSource.manager, code);
    const problem = cartDiscountProblem(found);
    if (problem) throw ValidationError.of('code', problem);
    return discountCodeView(found!);
  }

  /** evaluateCart: the cart as the doctor would order it now for this patient. */
  async evaluate(
    patient: { sex: BiologicalSex; birthDate: string; countryCode: string | null } | null,
    discountCodeId: string | null,
    items: readonly CartRequestItem[],
  ): Promise<CartEvaluation> {
    const priced = await this.price({
      items,
      sex: patient?.sex ?? null,
      birthDate: patient?.birthDate ?? null,
      countryCode: patient?.countryCode ?? null,
      discountCodeId,
      itemsPath: 'items',
      discountPath: 'discountCodeId',
    });
    const views = new ShopViews(priced.catalogue, (await this.catalogues.vatFor(null)).vat);
    return cartEvaluationView(priced, views);
  }

  /**
   * Prices a cart with the one engine, or throws the validation error of its items and discount code.
   * Pass the transaction's manager when the result is written.
   */
  async price(request: PricingRequest, manager: EntityManager = this.dataSource.manager): Promise<Priced> {
    const [catalogue, { country, vat }, discount] = await readAll(manager, [
      () => this.catalogues.load(manager),
      () => this.catalogues.vatFor(request.countryCode, manager),
      () =>
        request.discountCodeId ? findDiscountById(manager, request.discountCodeId) : Promise.resolve(null),
    ] as const);
    const messages: ValidationMessages = {};
    const reasons: ValidationReasons = {};
    if (request.discountCodeId) {
      const problem = cartDiscountProblem(discount);
      if (problem) {
        messages[request.discountPath] = [problem.message];
        reasons[request.discountPath] = [problem.reason];
      }
    }
    const result = priceCart({
      items: request.items,
      catalogue: catalogue.items,
      sex: request.sex,
      ofFullAge: request.birthDate ? isOfFullAge(request.birthDate, todayIsoDate(this.clock.now())) : null,
      vat,
      discount: discount && !messages[request.discountPath] ? discount : null,
    });
    if (!result.ok)
      for (const [key, failures] of Object.entries(result.problems)) {
        messages[`${request.itemsPath}.${key}`] = failures.map((failure) => failure.message);
        reasons[`${request.itemsPath}.${key}`] = failures.map((failure) => failure.reason);
      }
    if (Object.keys(messages).length) throw new ValidationError(messages, reasons);
    if (!result.ok) throw new AppError(ErrorCode.BadRequest, ShopError.itemUnknown);
    return { cart: result.cart, discount: request.discountCodeId ? discount : null, country, catalogue };
  }

  async views(manager: EntityManager = this.dataSource.manager): Promise<ShopViews> {
    const [catalogue, { vat }] = await readAll(manager, [
      () => this.catalogues.load(manager),
      () => this.catalogues.vatFor(null, manager),
    ] as const);
    return new ShopViews(catalogue, vat);
  }
}

export { itemKey };
