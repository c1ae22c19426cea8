import { type OrderStatus, type SampleStatus } from './__generated__/RegisterSampleDialog_order.graphql';

// The server's values these rules look at.
const CANCELED: string = 'Canceled' satisfies OrderStatus;
const NOT_REGISTERED: string = 'NotRegistered' satisfies SampleStatus;

/** The sample types of the URL (`type=BLOOD|DNA`), in the order they are registered. */
export const sampleTypes = ['BLOOD', 'DNA'] as const;
export type SampleKind = (typeof sampleTypes)[number];

export const BARCODE_MAX_LENGTH = 64;

export function parseSampleKind(value: string | null): SampleKind | null {
  return value === 'BLOOD' || value === 'DNA' ? value : null;
}

interface SampleLike {
  readonly status: string;
  readonly barcode?: string | null;
}
export interface OrderSamples {
  readonly status: string;
  readonly bloodSample?: SampleLike | null;
  readonly dnaSample?: SampleLike | null;
}

/** The samples still to register, blood before DNA; only the requested one when the link names a type. */
export function pendingSamples(order: OrderSamples, requested: SampleKind | null): SampleKind[] {
  if (order.status === CANCELED) return [];
  const pending: SampleKind[] = [];
  if (order.bloodSample?.status === NOT_REGISTERED) pending.push('BLOOD');
  if (order.dnaSample?.status === NOT_REGISTERED) pending.push('DNA');
  return requested ? pending.filter((kind) => kind === requested) : pending;
}

export type BarcodeError = 'invalid' | 'tooLong' | 'notUnique' | 'alreadyUsed';

export interface BarcodeState {
  readonly barcode: string;
  /** Confirmed barcodes are locked; only a confirmed barcode can be registered. */
  readonly confirmed: boolean;
  readonly error: BarcodeError | null;
}

export type BarcodeAction =
  | { type: 'change'; barcode: string }
  | { type: 'confirm' }
  | { type: 'edit' }
  | { type: 'notUnique' }
  | { type: 'alreadyUsed' }
  | { type: 'next' };

export const initialBarcodeState: BarcodeState = { barcode: '', confirmed: false, error: null };

export function barcodeReducer(state: BarcodeState, action: BarcodeAction): BarcodeState {
  switch (action.type) {
    case 'change':
      return state.confirmed ? state : { barcode: action.barcode, confirmed: false, error: null };
    case 'confirm': {
      const barcode = state.barcode.trim();
      if (barcode.length === 0) return { ...state, confirmed: false, error: 'invalid' };
      if (barcode.length > BARCODE_MAX_LENGTH) return { ...state, confirmed: false, error: 'tooLong' };
      return { barcode, confirmed: true, error: null };
    }
    case 'edit':
      return { ...state, confirmed: false };
    // The server's answer unlocks the field so the doctor can correct the barcode.
    case 'notUnique':
    case 'alreadyUsed':
      return { ...state, confirmed: false, error: action.type };
    case 'next':
      return initialBarcodeState;
  }
}

/** Finish is enabled only for a confirmed barcode and not while a registration is running. */
export const canFinish = (state: BarcodeState, busy: boolean) => state.confirmed && !busy;

/** Which registration follows placing an order: both samples, one, or none (supplements only). */
export function sampleToRegisterAfterPlacing(order: OrderSamples): SampleKind | 'BOTH' | null {
  const pending = pendingSamples(order, null);
  if (pending.length > 1) return 'BOTH';
  return pending[0] ?? null;
}

export interface RegisterLink {
  readonly type: SampleKind;
  /** A cancelled order keeps its links, disabled (spec, section 4). */
  readonly disabled: boolean;
}

/** The register-sample links of an order row: one per sample that has no barcode yet, blood before DNA. */
export function registerLinks(order: OrderSamples): RegisterLink[] {
  const disabled = order.status === CANCELED;
  const open = (sample: SampleLike | null | undefined) =>
    sample != null && sample.status === NOT_REGISTERED && !sample.barcode;
  const links: RegisterLink[] = [];
  if (open(order.bloodSample)) links.push({ type: 'BLOOD', disabled });
  if (open(order.dnaSample)) links.push({ type: 'DNA', disabled });
  return links;
}
