#!/usr/bin/env node
// Benchmark of the shop and the order wizard (issue 11). Prints figures; never fails a build.
//
//   node bench/shop.mjs [--runs 200]
//
// Builds `portal_bench_shop` (migrations + reference data: the seeded catalogue), one doctor with a
// patient, starts the built API (production mode) and worker, and times over HTTP:
// evaluateCart with 10 and 40 requested items and a discount code, shopItems with filters, and
// placeOrder (draft created and its confirmation downloaded beforehand, outside the timing; the
// payment-link mail is queued after the commit and not part of the figure). A first API process
// with SQL_STATEMENT_HEADER=true counts the statements per request; the timings come from a second.
// Needs `npm run build` first.
import argon2 from 'argon2';
import { startApi, stop } from './lib/api-process.mjs';
import { apiSession, elapsed, percentile, waitForApi } from './lib/api-session.mjs';
import { benchDatabase } from './lib/bench-db.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 200;
const PORT = 3211;
const PASSWORD = 'Bench!2026pass';
const EMAIL = 'bench-shop@example.com';

const bench = benchDatabase('portal_bench_shop');

async function prepare() {
  await bench.recreate({ stdio: 'ignore' });
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  await bench.sql(
    `WITH center AS (INSERT INTO medical_centers (name) VALUES ('Benchpraxis') RETURNING id),
          doctor AS (
            INSERT INTO users (email, password, first_name, last_name, is_active, medical_center_id, partnership_model_id)
            SELECT $1, $2, 'Bench', 'Doctor', true, center.id, (SELECT id FROM partnership_models ORDER BY id LIMIT 1) FROM center
            RETURNING id, medical_center_id)
     INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email, phone_number, country_code,
                           address, zip_code, city, country, date_of_birth, height, weight, biological_sex)
     SELECT 'P-bench', doctor.medical_center_id, 'female', 'Anna', 'Bench', 'anna.bench@example.com', '6641234567', 'AT',
            'Hauptplatz 1', '8010', 'Graz', 'AT', '1985-04-12', 168, 61.5, 'Female' FROM doctor`,
    [EMAIL, hash],
  );
}

const start = (entry, { countStatements = false } = {}) =>
  startApi({
    entry,
    countStatements,
    port: PORT,
    databaseUrl: bench.url,
    redisPrefix: 'bench-shop',
    env: { SMTP_URL: 'smtp://127.0.0.1:1' },
  });

const EVALUATE = `query ($patientId: ID, $discountCodeId: ID, $items: [CartItemInput!]!) {
  evaluateCart(patientId: $patientId, discountCodeId: $discountCodeId, items: $items) {
    total_price original_price discount_amount tax_amount
    items { item_id item_type final_price original_price tax_amount item { id name_de } }
    taxes { category rate tax_amount } coveredItems { item_id } discountCode { id code }
  }
}`;
const SHOP = `query ($search: String, $types: [ShopItemType!], $itemType: ShopItemGroup, $isBestSeller: Boolean, $forSex: BiologicalSex) {
  shopItems(first: 100, search: $search, types: $types, itemType: $itemType, isBestSeller: $isBestSeller, forSex: $forSex,
            orderBy: [{ column: BEST_SELLER_RANK, order: ASC }]) {
    data { id name_de name_en description_de type brut_price pre_tax_price best_seller_rank ... on Bundle { products { id name_de } } }
    paginatorInfo { lastPage }
  }
}`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`;
const PLACE = `mutation ($id: ID!, $consents: [ID!]!) { placeOrder(id: $id, acceptedConsents: { connect: $consents }) { id order_number payment_status } }`;

await prepare();
const db = await bench.connect();
const items = (await db.query(`SELECT id, kind FROM shop_items WHERE is_active ORDER BY rank`)).rows;
const [{ id: patientId }] = (await db.query(`SELECT id FROM patients`)).rows;
const [{ id: discountId }] = (await db.query(`SELECT id FROM discount_codes WHERE code = 'MINUS20EUR'`)).rows;
const consents = (await db.query(`SELECT id FROM consents WHERE type = 'NewOrder' AND required`)).rows.map(
  (r) => r.id,
);
// Analyses once each: a realistic spread of singles, bundles and custom items, repeated to 40 requests.
const cart = (n) =>
  Array.from({ length: n }, (_, i) => items[i % items.length]).map((item) => ({
    item_id: item.id,
    item_type: item.kind,
  }));
const cases = [
  ['evaluateCart, 10 items + discount', EVALUATE, { patientId, discountCodeId: discountId, items: cart(10) }],
  ['evaluateCart, 40 items + discount', EVALUATE, { patientId, discountCodeId: discountId, items: cart(40) }],
  ['shopItems, all (best-seller order)', SHOP, {}],
  ['shopItems, bundles with DNA', SHOP, { itemType: 'Bundle', types: ['DnaOnly', 'DnaAndBlood'] }],
  ['shopItems, search "blut", female', SHOP, { search: 'blut', forSex: 'Female' }],
];

async function withStack(options, work) {
  const api = start('main.js', options);
  const worker = start('worker.js');
  try {
    await waitForApi(api, `http://127.0.0.1:${PORT}`);
    return await work(await apiSession(`http://127.0.0.1:${PORT}`, EMAIL, PASSWORD));
  } finally {
    await Promise.all([api, worker].map(stop));
  }
}

async function placeableDraft(graphql) {
  const { body } = await graphql(CREATE, {
    input: { patient: { connect: patientId }, items: cart(4), discount_code_id: discountId },
  });
  const id = body.data.createOrder.id;
  await graphql.download(`/api/orders/${id}/download-pdf`);
  return id;
}

try {
  const statements = await withStack({ countStatements: true }, async (graphql) => {
    const counts = [];
    for (const [name, query, variables] of cases) counts.push((await graphql(query, variables)).statements);
    counts.push((await graphql(PLACE, { id: await placeableDraft(graphql), consents })).statements);
    return counts;
  });
  await withStack({}, async (graphql) => {
    console.log(
      `${'case'.padEnd(40)} ${'SQL/req'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    );
    for (const [index, [name, query, variables]] of cases.entries()) {
      for (let i = 0; i < 5; i += 1) await graphql(query, variables);
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await elapsed(() => graphql(query, variables)));
      console.log(
        `${name.padEnd(40)} ${String(statements[index]).padStart(8)} ${percentile(samples, 50).toFixed(1).padStart(8)} ${percentile(samples, 95).toFixed(1).padStart(8)}`,
      );
    }
    const placeRuns = Math.min(runs, 60);
    const drafts = [];
    for (let i = 0; i < placeRuns + 3; i += 1) drafts.push(await placeableDraft(graphql));
    for (const id of drafts.splice(0, 3)) await graphql(PLACE, { id, consents });
    const samples = [];
    for (const id of drafts) samples.push(await elapsed(() => graphql(PLACE, { id, consents })));
    console.log(
      `${'placeOrder (without the mail)'.padEnd(40)} ${String(statements[cases.length]).padStart(8)} ${percentile(samples, 50).toFixed(1).padStart(8)} ${percentile(samples, 95).toFixed(1).padStart(8)}`,
    );
  });
} finally {
  await db.end();
}
