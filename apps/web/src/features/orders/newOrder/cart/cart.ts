// The cart as the client keeps it between two answers of the pricing engine (evaluateCart and the draft order):
// what the doctor chose, in the order chosen, and how the engine's answer and errors change that list.
import { CART_MAX_QUANTITY, DiscountType, type ShopItemKind, formatEuro } from '@portal/shared-types';

export interface ItemNames {
  name_de: string;
  name_en: string;
}

/** One chosen item; the names are the shop's, for rows the engine has not priced (yet). */
export interface CartEntry extends ItemNames {
  item_id: string;
  item_type: ShopItemKind;
  quantity: number;
  isSupplement: boolean;
}

export interface CartItemInput {
  item_id: string;
  item_type: ShopItemKind;
  quantity: number;
}

/** `<item_type>.<item_id>`: the engine's key of a cart item (and of its validation errors). */
export const entryKey = (item: { item_type: string; item_id: string }): string =>
  `${item.item_type}.${item.item_id}`;

/** The same key for a shop item (its `id` is the cart's `item_id`). */
export const shopItemKey = (item: { item_type: string; id: string }): string =>
  entryKey({ item_type: item.item_type, item_id: item.id });

export const hasEntry = (entries: readonly CartEntry[], key: string): boolean =>
  entries.some((entry) => entryKey(entry) === key);

/** Adds an item once; adding it again changes nothing (supplements change their quantity in the cart). */
export function addEntry(entries: readonly CartEntry[], entry: CartEntry): CartEntry[] {
  return hasEntry(entries, entryKey(entry)) ? [...entries] : [...entries, entry];
}

export const removeEntry = (entries: readonly CartEntry[], key: string): CartEntry[] =>
  entries.filter((entry) => entryKey(entry) !== key);

/** Supplements only: 1 to CART_MAX_QUANTITY; analyses are ordered once. */
export function setQuantity(entries: readonly CartEntry[], key: string, quantity: number): CartEntry[] {
  const clamped = Math.min(CART_MAX_QUANTITY, Math.max(1, Math.round(quantity) || 1));
  return entries.map((entry) =>
    entryKey(entry) === key && entry.isSupplement ? { ...entry, quantity: clamped } : entry,
  );
}

export const cartItemsInput = (entries: readonly CartEntry[]): CartItemInput[] =>
  entries.map(({ item_id, item_type, quantity }) => ({ item_id, item_type, quantity }));

// ---- The engine's answer ----

export interface Adjustment {
  item_id: string;
  item_type: string;
  by_item_id: string;
  by_item_type: string;
}

export interface EngineAnswer {
  items: readonly { item_id: string; item_type: string; quantity: number }[];
  coveredItems: readonly Adjustment[];
  removedItems: readonly Adjustment[];
}

/** A bundle already holds the added item (not added), or a newly added bundle replaced an item. */
export interface CartNotice {
  kind: 'covered' | 'replaced';
  item: ItemNames;
  bundle: ItemNames;
}

/**
 * The entries the engine kept, in its order, with the quantities it priced; and a notice for each item a bundle
 * covered or replaced. Names come from the entries that were sent.
 */
export function applyAnswer(
  sent: readonly CartEntry[],
  answer: EngineAnswer,
): { entries: CartEntry[]; notices: CartNotice[] } {
  const byKey = new Map(sent.map((entry) => [entryKey(entry), entry]));
  const entries = answer.items.flatMap((line) => {
    const entry = byKey.get(entryKey(line));
    return entry ? [{ ...entry, quantity: line.quantity }] : [];
  });
  const names = (key: string): ItemNames => byKey.get(key) ?? { name_de: key, name_en: key };
  const notice = (kind: CartNotice['kind']) => (adjustment: Adjustment) => ({
    kind,
    item: names(entryKey(adjustment)),
    bundle: names(entryKey({ item_type: adjustment.by_item_type, item_id: adjustment.by_item_id })),
  });
  return {
    entries,
    notices: [...answer.coveredItems.map(notice('covered')), ...answer.removedItems.map(notice('replaced'))],
  };
}

// ---- The engine's errors ----

export interface CartProblems {
  /** Messages per cart row (entry key). */
  rows: Record<string, string[]>;
  /** The discount code's message, when the code was refused. */
  discount: string | null;
  /** Anything else the answer named. */
  other: string[];
}

// evaluateCart names `items.<type>.<id>` and `discountCodeId`; createOrder/updateOrder the same below `input.`.
const ITEM_PATH = /^(?:input\.)?items\.(.+)$/;
const DISCOUNT_PATHS = new Set(['discountCodeId', 'input.discount_code_id', 'discount_code_id']);

/** Sorts a validation error's messages (path → messages, worded already) onto the rows and the code field. */
export function cartProblemsOf(validation: Readonly<Record<string, readonly string[]>>): CartProblems {
  const problems: CartProblems = { rows: {}, discount: null, other: [] };
  for (const [path, messages] of Object.entries(validation)) {
    const item = ITEM_PATH.exec(path);
    if (item?.[1]) problems.rows[item[1]] = [...messages];
    else if (DISCOUNT_PATHS.has(path)) problems.discount = messages[0] ?? null;
    else problems.other.push(...messages);
  }
  return problems;
}

export const hasProblems = (problems: CartProblems): boolean =>
  Object.keys(problems.rows).length > 0 || problems.discount !== null || problems.other.length > 0;

// ---- What the cart panel shows ----

export interface PricedItem extends ItemNames {
  type: string;
  period_days: number | null | undefined;
}

/** One line of a priced cart: a CartEvaluation's or a draft order's line. */
export interface PricedLine {
  item_id: string;
  item_type: string;
  quantity: number;
  original_price: number;
  final_price: number;
  /** The concrete product or bundle (custom items by the patient's sex). */
  resolvedItem: PricedItem;
}

export interface DiscountRules {
  discount_type: string;
  discount_amount: number;
}

export interface PricedCart {
  items: readonly PricedLine[];
  original_price: number;
  discount_amount: number;
  total_price: number;
  taxes: readonly { category: string; rate: number; tax_amount: number }[];
  discountCode: { code: string; rules: DiscountRules } | null | undefined;
}

export interface CartRow extends ItemNames {
  key: string;
  quantity: number;
  isSupplement: boolean;
  periodDays: number | null;
  /** Null while the engine has not priced the row (it was refused). */
  price: { original: number; final: number } | null;
  errors: readonly string[];
}

/**
 * The rows of the cart: the chosen entries in their order, priced from the engine's last good answer, with the
 * errors of the last answer on the rows they name.
 */
export function cartRows(
  entries: readonly CartEntry[],
  priced: readonly PricedLine[],
  rowErrors: Readonly<Record<string, readonly string[]>>,
): CartRow[] {
  const lines = new Map(priced.map((line) => [entryKey(line), line]));
  return entries.map((entry) => {
    const key = entryKey(entry);
    const line = lines.get(key);
    const item = line?.resolvedItem;
    return {
      key,
      name_de: item?.name_de ?? entry.name_de,
      name_en: item?.name_en ?? entry.name_en,
      quantity: line?.quantity ?? entry.quantity,
      isSupplement: entry.isSupplement,
      periodDays: item?.period_days ?? null,
      price: line ? { original: line.original_price, final: line.final_price } : null,
      errors: rowErrors[key] ?? [],
    };
  });
}

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** A percentage as the de-DE number: 20, 7,7. */
export const formatRate = (rate: number): string => numberFormat.format(rate);

/** The spec's discount line: a fixed code '- 20,00 €', a percentage code '- % 10'. */
export function discountText(rules: DiscountRules): string {
  return rules.discount_type === DiscountType.Percentage
    ? `- % ${numberFormat.format(rules.discount_amount)}`
    : `- ${formatEuro(rules.discount_amount)}`;
}

/** Whether a price was lowered by the discount (then the original is shown struck through). */
export const isDiscounted = (original: number, final: number): boolean =>
  Math.round(original * 100) !== Math.round(final * 100);
