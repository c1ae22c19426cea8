import { DiscountApplication, DiscountType, centsToEuros, isRowId } from '@portal/shared-types';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { byKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { type ErrorDefinition } from '../../common/errors/error-catalogue.js';
import { DiscountCode } from './entities/discount-code.entity.js';
import type { DiscountCodeView } from './graphql/discount-code.types.js';
import { ShopError } from './shop.errors.js';

/** Why a code cannot be used on a new order now, or null when it can. */
export function cartDiscountProblem(code: DiscountCode | null, now = new Date()): ErrorDefinition | null {
  if (!code || !code.is_active) return ShopError.discountInvalid;
  if (code.valid_from && code.valid_from > now) return ShopError.discountInvalid;
  if (code.valid_until && code.valid_until <= now) return ShopError.discountInvalid;
  if (code.usage_limit !== null && code.times_used >= code.usage_limit) return ShopError.discountInvalid;
  if (code.application !== DiscountApplication.Cart) return ShopError.discountNotForCart;
  return null;
}

export function findDiscountById(manager: EntityManager, id: string): Promise<DiscountCode | null> {
  return isRowId(id) ? manager.findOneBy(DiscountCode, { id }) : Promise.resolve(null);
}

/** Codes are typed by people: matched without regard to case and surrounding spaces. */
export function findDiscountByCode(manager: EntityManager, code: string): Promise<DiscountCode | null> {
  return manager.findOneBy(DiscountCode, { code: code.trim().toUpperCase() });
}

export function discountCodeView(code: DiscountCode): DiscountCodeView {
  return {
    id: code.id,
    code: code.code,
    valid_until: code.valid_until,
    rules: {
      discount_type: code.discount_type,
      discount_amount:
        code.discount_type === DiscountType.Fixed ? centsToEuros(code.amount) : code.amount / 100,
      application: code.application,
    },
  };
}

/** A discount code's view by id, batched: one statement for every code a page of orders names. */
export async function discountCodeViewById(
  dataSource: DataSource,
  loaders: LoaderRegistry,
  id: string,
): Promise<DiscountCodeView | null> {
  const code = await loaders
    .get<string, DiscountCode | null>('discountCodesById', async (ids) =>
      byKeys(ids, await dataSource.getRepository(DiscountCode).findBy({ id: In([...ids]) }), (row) => row.id),
    )
    .load(id);
  return code ? discountCodeView(code) : null;
}
