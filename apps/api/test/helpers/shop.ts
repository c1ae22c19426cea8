import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TestClient } from './client.js';

/** Ids of the seeded shop items by key (reference data: src/database/seeds/reference/shop.data.ts). */
export async function shopItemIds(app: INestApplication): Promise<Record<string, string>> {
  const rows = await app
    .get(DataSource)
    .query<{ key: string; id: string }[]>(`SELECT key, id FROM shop_items`);
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}

export async function discountCodeId(client: TestClient, code: string): Promise<string> {
  const { discountCode } = await client.query<{ discountCode: { id: string } }>(
    `query ($code: String!) { discountCode(code: $code) { id } }`,
    { code },
  );
  return discountCode.id;
}

export async function newOrderConsents(client: TestClient): Promise<string[]> {
  const { consents } = await client.query<{ consents: { data: { id: string; required: boolean }[] } }>(
    '{ consents(type: NewOrder, first: 100) { data { id required } } }',
  );
  return consents.data.filter((consent) => consent.required).map((consent) => consent.id);
}

export const ORDER_FIELDS = `id order_number status payment_status total_price original_price tax_amount discount_amount
  order_email isCancelable itemsCount deliveryAddressIsValid confirmationIsCurrent
  items { item_id item_type quantity original_price final_price tax_amount vat_rate resolvedItem { id name_de } }
  taxes { category rate gross_amount tax_amount }
  delivery_address { address zip_code city state country { country_code is_shippable } }
  billing_address { city country { country_code } }
  discountCode { code }`;

export const CREATE_ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`;
export const UPDATE_ORDER = `mutation ($input: UpdateOrderInput!) { updateOrder(input: $input) { ${ORDER_FIELDS} } }`;
export const PLACE_ORDER = `mutation ($id: ID!, $consents: [ID!]!) { placeOrder(id: $id, acceptedConsents: { connect: $consents }) { ${ORDER_FIELDS} } }`;
export const DELETE_ORDER = `mutation ($id: ID!) { deleteOrder(id: $id) { id status payment_status } }`;
