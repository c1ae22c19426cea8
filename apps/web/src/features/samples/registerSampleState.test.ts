import { describe, expect, it } from 'vitest';
import {
  barcodeReducer,
  canFinish,
  initialBarcodeState,
  pendingSamples,
  registerLinks,
  sampleToRegisterAfterPlacing,
} from './registerSampleState';

const open = { status: 'NotRegistered' };
const done = { status: 'Registered' };

describe('register-sample state', () => {
  it('shows "Please provide a valid barcode!" for an empty confirm and keeps finish disabled', () => {
    const state = barcodeReducer({ ...initialBarcodeState, barcode: '   ' }, { type: 'confirm' });
    expect(state).toMatchObject({ confirmed: false, error: 'invalid' });
    expect(canFinish(state, false)).toBe(false);
  });

  it('refuses more than 64 characters', () => {
    const state = barcodeReducer({ ...initialBarcodeState, barcode: 'x'.repeat(65) }, { type: 'confirm' });
    expect(state).toMatchObject({ confirmed: false, error: 'tooLong' });
  });

  it('confirm locks the trimmed barcode and enables finish; edit unlocks it', () => {
    const typed = barcodeReducer(initialBarcodeState, { type: 'change', barcode: ' AB-12 ' });
    const confirmed = barcodeReducer(typed, { type: 'confirm' });
    expect(confirmed).toEqual({ barcode: 'AB-12', confirmed: true, error: null });
    expect(canFinish(confirmed, false)).toBe(true);
    expect(canFinish(confirmed, true)).toBe(false);
    // Locked: typing changes nothing.
    expect(barcodeReducer(confirmed, { type: 'change', barcode: 'other' })).toBe(confirmed);
    const editing = barcodeReducer(confirmed, { type: 'edit' });
    expect(editing.confirmed).toBe(false);
    expect(barcodeReducer(editing, { type: 'change', barcode: 'AB-13' }).barcode).toBe('AB-13');
  });

  it('unlocks the field with the server’s "not unique" and starts empty for the next sample', () => {
    const confirmed = { barcode: 'AB-12', confirmed: true, error: null };
    expect(barcodeReducer(confirmed, { type: 'notUnique' })).toEqual({
      barcode: 'AB-12',
      confirmed: false,
      error: 'notUnique',
    });
    expect(barcodeReducer(confirmed, { type: 'next' })).toEqual(initialBarcodeState);
  });

  it('registers blood before DNA, only the requested type, nothing on a cancelled order', () => {
    const order = { status: 'OrderPlaced', bloodSample: open, dnaSample: open };
    expect(pendingSamples(order, null)).toEqual(['BLOOD', 'DNA']);
    expect(pendingSamples(order, 'DNA')).toEqual(['DNA']);
    expect(pendingSamples({ ...order, bloodSample: done }, null)).toEqual(['DNA']);
    expect(pendingSamples({ status: 'OrderPlaced', bloodSample: null, dnaSample: null }, null)).toEqual([]);
    expect(pendingSamples({ ...order, status: 'Canceled' }, null)).toEqual([]);
  });

  it('links every sample without a barcode, blood first, and disables the links of a cancelled order', () => {
    const waiting = { status: 'NotRegistered', barcode: null };
    const registered = { status: 'Registered', barcode: 'BL-1' };
    const placed = { status: 'OrderPlaced', bloodSample: waiting, dnaSample: waiting };
    expect(registerLinks(placed)).toEqual([
      { type: 'BLOOD', disabled: false },
      { type: 'DNA', disabled: false },
    ]);
    expect(registerLinks({ ...placed, bloodSample: registered })).toEqual([{ type: 'DNA', disabled: false }]);
    expect(registerLinks({ ...placed, status: 'Canceled', dnaSample: null })).toEqual([
      { type: 'BLOOD', disabled: true },
    ]);
    // A draft and a supplements-only order have no samples; a fully registered order needs no link.
    expect(registerLinks({ status: 'Draft', bloodSample: null, dnaSample: null })).toEqual([]);
    expect(registerLinks({ ...placed, bloodSample: registered, dnaSample: registered })).toEqual([]);
  });

  it('opens registration after placing for the sample parts the order has', () => {
    const placed = { status: 'OrderPlaced' };
    expect(sampleToRegisterAfterPlacing({ ...placed, bloodSample: open, dnaSample: open })).toBe('BOTH');
    expect(sampleToRegisterAfterPlacing({ ...placed, bloodSample: open, dnaSample: null })).toBe('BLOOD');
    expect(sampleToRegisterAfterPlacing({ ...placed, dnaSample: open })).toBe('DNA');
    expect(sampleToRegisterAfterPlacing({ ...placed, bloodSample: null, dnaSample: null })).toBeNull();
  });
});
