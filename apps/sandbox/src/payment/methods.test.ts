// GET /v2/methods: the catalogue filtered by amount, billing country and sequence type; badges as data: URLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { methodBadgeDataUrl } from './method-badges.js';
import { type MollieError, type PaymentMethod } from './payment.js';
import { type PaymentClient, paymentClient } from './testing/payment-client.js';

interface MethodList {
  readonly count: number;
  readonly _embedded: { readonly methods: PaymentMethod[] };
  readonly _links: Record<string, unknown>;
}

let sandbox: RunningSandbox;
let client: PaymentClient;

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
  client = paymentClient(sandbox);
});

afterAll(async () => {
  await sandbox.close();
});

async function methodIds(query: string): Promise<string[]> {
  const answer = await client.api<MethodList>('GET', `methods${query}`);
  expect(answer.status).toBe(200);
  expect(answer.json.count).toBe(answer.json._embedded.methods.length);
  return answer.json._embedded.methods.map((method) => method.id);
}

describe('GET /v2/methods', () => {
  it('lists every method without filters, each as Mollie shapes it', async () => {
    const answer = await client.api<MethodList>('GET', 'methods');
    expect(answer.json._embedded.methods.map((method) => method.id)).toEqual([
      'creditcard',
      'paypal',
      'banktransfer',
      'eps',
      'klarna',
    ]);
    const klarna = answer.json._embedded.methods.find((method) => method.id === 'klarna');
    const badge = methodBadgeDataUrl('klarna');
    expect(klarna).toEqual({
      resource: 'method',
      id: 'klarna',
      description: 'Klarna',
      minimumAmount: { currency: 'EUR', value: '1.00' },
      maximumAmount: { currency: 'EUR', value: '5000.00' },
      image: { size1x: badge, size2x: badge, svg: badge },
      status: 'activated',
      _links: {
        self: { href: `${sandbox.mollieApiUrl}methods/klarna`, type: 'application/hal+json' },
        documentation: {
          href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//) as string,
          type: 'text/html',
        },
      },
    });
    expect(answer.json._links).toMatchObject({
      self: { href: `${sandbox.mollieApiUrl}methods`, type: 'application/hal+json' },
      documentation: { type: 'text/html' },
    });
  });

  it('filters by amount as the official client sends it', async () => {
    expect(await methodIds('?amount[value]=0.50&amount[currency]=EUR')).toEqual([
      'creditcard',
      'paypal',
      'banktransfer',
    ]);
    expect(await methodIds('?amount%5Bvalue%5D=5000.01&amount%5Bcurrency%5D=EUR')).toEqual([
      'creditcard',
      'paypal',
      'banktransfer',
      'eps',
    ]);
    expect(await methodIds('?amount[value]=10000.01&amount[currency]=EUR')).toEqual(['banktransfer', 'eps']);
    expect(await methodIds('?amount[value]=5000.00&amount[currency]=EUR')).toContain('klarna');
  });

  it('offers EPS only in Austria and Klarna only in Germany and Austria', async () => {
    expect(await methodIds('?billingCountry=AT')).toEqual([
      'creditcard',
      'paypal',
      'banktransfer',
      'eps',
      'klarna',
    ]);
    expect(await methodIds('?billingCountry=DE')).toEqual(['creditcard', 'paypal', 'banktransfer', 'klarna']);
    expect(await methodIds('?billingCountry=NL')).toEqual(['creditcard', 'paypal', 'banktransfer']);
  });

  it('offers card and PayPal only for recurring sequences', async () => {
    expect(await methodIds('?sequenceType=first')).toEqual(['creditcard', 'paypal']);
    expect(await methodIds('?sequenceType=oneoff')).toHaveLength(5);
  });

  it('describes methods in German for de_* locales, else in English', async () => {
    const german = await client.api<MethodList>('GET', 'methods?locale=de_AT&billingCountry=AT');
    expect(german.json._embedded.methods.map((method) => method.description)).toEqual([
      'Kreditkarte',
      'PayPal',
      'Überweisung',
      'eps-Überweisung',
      'Klarna',
    ]);
    const english = await client.api<MethodList>('GET', 'methods?locale=en_US');
    expect(english.json._embedded.methods.map((method) => method.description)).toEqual([
      'Card',
      'PayPal',
      'Bank transfer',
      'EPS',
      'Klarna',
    ]);
  });

  it.each([
    ['?amount[value]=12&amount[currency]=EUR', 'amount.value'],
    ['?amount[value]=12.00&amount[currency]=USD', 'amount.currency'],
    ['?amount[value]=12.00', 'amount.currency'],
    ['?billingCountry=Germany', 'billingCountry'],
    ['?locale=xx', 'locale'],
    ['?sequenceType=sometimes', 'sequenceType'],
  ])('refuses %s with 422 on %s', async (query, field) => {
    const answer = await client.api<MollieError>('GET', `methods${query}`);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ status: 422, title: 'Unprocessable Entity', field });
  });

  it('answers one method, or 404', async () => {
    const eps = await client.api<PaymentMethod>('GET', 'methods/eps?locale=de_DE');
    expect(eps.json).toMatchObject({ id: 'eps', description: 'eps-Überweisung' });
    expect((await client.api('GET', 'methods/ideal')).status).toBe(404);
  });
});

describe('method images', () => {
  it('are data: URLs of the badges, so a page needs no image host', () => {
    const url = methodBadgeDataUrl('creditcard');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(url.split(',')[1], 'base64').toString()).toMatch(/^<svg [^>]*aria-label="Card"/);
  });

  it('serves each badge as SVG over HTTP, and 404 for anything else', async () => {
    const response = await fetch(`${sandbox.httpUrl}/payment/methods/creditcard.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg [^>]*aria-label="Card"/);
    expect((await fetch(`${sandbox.httpUrl}/payment/methods/ideal.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.httpUrl}/payment/methods/creditcard.png`)).status).toBe(404);
  });
});
