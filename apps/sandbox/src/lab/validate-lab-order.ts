import { isRecord } from '../payment/checked.js';
import {
  LAB_ORDER_TYPES,
  type LabIngredient,
  type LabOrderError,
  type LabOrderInput,
  type LabOrderType,
  type LabOrderedProduct,
} from './lab.js';

export type CheckedLabOrder =
  | { readonly ok: true; readonly value: LabOrderInput }
  | { readonly ok: false; readonly errors: readonly LabOrderError[] };

const MAX_TEXT = 255;

/** Checks the whole body and names every wrong field, the way the lab answers 422. */
export function validateLabOrder(body: unknown, today = new Date()): CheckedLabOrder {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: 'Send a JSON object.' }] };
  const errors: LabOrderError[] = [];
  const text = (value: unknown, field: string, max = MAX_TEXT): string => {
    if (typeof value === 'string' && value.trim() !== '' && value.length <= max) return value.trim();
    errors.push({ field, message: `${field} must be a text of 1 to ${max} characters.` });
    return '';
  };

  const externalOrderNo = text(body.externalOrderNo, 'externalOrderNo', 100);
  const type = LAB_ORDER_TYPES.includes(body.type as LabOrderType) ? (body.type as LabOrderType) : null;
  if (type === null) errors.push({ field: 'type', message: 'type must be blood, dna or supplements.' });

  let barcode: string | null = null;
  if (body.barcode !== undefined && body.barcode !== null) barcode = text(body.barcode, 'barcode', 64);
  else if (type === 'blood' || type === 'dna')
    errors.push({ field: 'barcode', message: `A ${type} order needs the sample's barcode.` });

  const patient = isRecord(body.patient) ? body.patient : null;
  if (patient === null) errors.push({ field: 'patient', message: 'patient must be an object.' });
  const guid = patient ? text(patient.guid, 'patient.guid') : '';
  const sex = patient ? text(patient.sex, 'patient.sex', 20) : '';
  const birthDate = patient ? text(patient.birthDate, 'patient.birthDate', 10) : '';
  if (birthDate !== '' && !isPastDate(birthDate, today)) {
    errors.push({ field: 'patient.birthDate', message: 'patient.birthDate must be a past date YYYY-MM-DD.' });
  }

  const orderedProducts: LabOrderedProduct[] = [];
  if (!Array.isArray(body.orderedProducts) || body.orderedProducts.length === 0) {
    errors.push({ field: 'orderedProducts', message: 'orderedProducts must list at least one product.' });
  } else {
    body.orderedProducts.forEach((product: unknown, index) => {
      const field = `orderedProducts[${index}]`;
      if (!isRecord(product)) {
        errors.push({ field, message: `${field} must be an object.` });
        return;
      }
      const productCode = text(product.productCode, `${field}.productCode`, 64);
      const name = text(product.name, `${field}.name`);
      const ingredients = checkIngredients(product.ingredients, `${field}.ingredients`, errors);
      orderedProducts.push({ productCode, name, ...(ingredients ? { ingredients } : {}) });
    });
  }

  const callbackUrl = text(body.callbackUrl, 'callbackUrl', 2000);
  if (callbackUrl !== '' && !isHttpUrl(callbackUrl)) {
    errors.push({ field: 'callbackUrl', message: 'callbackUrl must be an http(s) URL.' });
  }

  if (errors.length > 0 || type === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      externalOrderNo,
      type,
      barcode,
      patient: { guid, sex, birthDate },
      orderedProducts,
      callbackUrl,
    },
  };
}

function checkIngredients(
  value: unknown,
  field: string,
  errors: LabOrderError[],
): LabIngredient[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    errors.push({ field, message: `${field} must be a list.` });
    return undefined;
  }
  return value.map((ingredient: unknown, index) => {
    const at = `${field}[${index}]`;
    const { name, quantity, formattedUnit } = isRecord(ingredient) ? ingredient : {};
    if (typeof name !== 'string' || name.trim() === '')
      errors.push({ field: `${at}.name`, message: `${at}.name must be a non-empty text.` });
    const amount = typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : quantity;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
      errors.push({ field: `${at}.quantity`, message: `${at}.quantity must be a number above 0.` });
    if (typeof formattedUnit !== 'string' || formattedUnit.trim() === '')
      errors.push({ field: `${at}.formattedUnit`, message: `${at}.formattedUnit must be a non-empty text.` });
    return {
      name: typeof name === 'string' ? name.trim() : '',
      quantity: Number(amount),
      formattedUnit: typeof formattedUnit === 'string' ? formattedUnit.trim() : '',
    };
  });
}

function isPastDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date <= today;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
