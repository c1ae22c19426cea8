import { type Invoice, InvoiceService } from '@e-invoice-eu/core';
import { Logger } from '@nestjs/common';
import type { CreditNote } from './credit-note.entity.js';
import { CreditNoteVatTreatment } from './credit-note.entity.js';

// EN 16931 in the CII syntax (the ZUGFeRD/Factur-X EN16931 profile's XML; XRechnung-capable), written by
// @e-invoice-eu/core from its UBL-shaped JSON. A self-billing invoice is type code 389: the practice is the
// seller (it supplies the consulting), we are the buyer who issues the document and pays.
const SELF_BILLED_INVOICE = '389';
const EN16931 = 'urn:cen.eu:en16931:2017';

const logger = new Logger('CreditNoteXml');
const service = new InvoiceService({
  log: (message: string) => logger.log(message),
  warn: (message: string) => logger.warn(message),
  error: (message: string) => logger.error(message),
});

const amount = (cents: number): string => (cents / 100).toFixed(2);
const percent = (bp: number): string => (bp / 100).toFixed(2);

/** Which country code an issuer's country name stands for (the seller data hold the German name). */
const countryCodeOf = (country: string): string =>
  /^(österreich|austria|at)$/i.test(country.trim()) ? 'AT' : /^[A-Z]{2}$/.test(country) ? country : 'DE';

/** Spreads the net total over the lines in proportion to their gross (largest remainder), so the lines add up. */
function lineNets(grossCents: number[], netTotal: number): number[] {
  const gross = grossCents.reduce((sum, cents) => sum + cents, 0);
  if (gross === 0) return grossCents.map(() => 0);
  const exact = grossCents.map((cents) => (cents * netTotal) / gross);
  const nets = exact.map(Math.floor);
  let left = netTotal - nets.reduce((sum, cents) => sum + cents, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    nets[index] += 1;
    left -= 1;
  }
  return nets;
}

/** The note as the library's invoice data (UBL-shaped JSON), before it is written as CII. */
export function creditNoteInvoice(note: CreditNote): Invoice {
  const { issuer, recipient } = note;
  const regular = recipient.vat_treatment === CreditNoteVatTreatment.Regular;
  const category = {
    'cbc:ID': regular ? 'S' : 'E',
    'cbc:Percent': percent(note.vat_rate_bp),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  } as const;
  const nets = lineNets(
    note.lines.map((line) => line.amount_cents),
    note.net_cents,
  );
  const rounding = note.amount_cents - note.net_cents - note.tax_cents;
  const issueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(note.generated_at);
  const dates = note.lines.map((line) => line.order_date).sort();
  const invoice = {
    'ubl:Invoice': {
      'cbc:CustomizationID': EN16931,
      'cbc:ID': note.number,
      'cbc:IssueDate': issueDate,
      'cbc:InvoiceTypeCode': SELF_BILLED_INVOICE,
      // One note: the library writes several as one IncludedNote, which the Factur-X schema refuses.
      'cbc:Note': [
        [
          'Gutschrift im Gutschriftverfahren (§ 14 Abs. 2 Satz 5 UStG).',
          ...(regular ? [] : ['Kleinunternehmer gemäß § 19 UStG: keine Umsatzsteuer.']),
        ].join(' '),
      ],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': recipient.accounting_code,
      'cac:InvoicePeriod': { 'cbc:StartDate': dates[0], 'cbc:EndDate': dates[dates.length - 1] },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...(recipient.email ? { 'cbc:EndpointID': recipient.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PartyIdentification': [{ 'cbc:ID': recipient.accounting_code }],
          'cac:PostalAddress': {
            'cbc:StreetName': recipient.address,
            'cbc:CityName': recipient.city,
            'cbc:PostalZone': recipient.zip_code,
            'cac:Country': { 'cbc:IdentificationCode': recipient.country_code },
          },
          ...(recipient.vat_id
            ? {
                'cac:PartyTaxScheme': [
                  { 'cbc:CompanyID': recipient.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
                ],
              }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': recipient.name },
          'cac:Contact': { 'cbc:Name': recipient.doctor_name },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(issuer.email ? { 'cbc:EndpointID': issuer.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PostalAddress': {
            'cbc:StreetName': issuer.address,
            'cbc:CityName': issuer.city,
            'cbc:PostalZone': issuer.zip_code,
            'cac:Country': { 'cbc:IdentificationCode': countryCodeOf(issuer.country) },
          },
          ...(issuer.vat_id
            ? {
                'cac:PartyTaxScheme': {
                  'cbc:CompanyID': issuer.vat_id,
                  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
                },
              }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': issuer.name },
        },
      },
      // The supply is the consulting on the orders: it ends with the last of them.
      'cac:Delivery': { 'cbc:ActualDeliveryDate': dates[dates.length - 1] },
      ...(recipient.iban
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': '58',
                'cbc:PaymentID': note.number,
                'cac:PayeeFinancialAccount': {
                  'cbc:ID': recipient.iban.replace(/\s+/g, ''),
                  ...(recipient.account_holder ? { 'cbc:Name': recipient.account_holder } : {}),
                },
              },
            ],
          }
        : {}),
      'cac:PaymentTerms': {
        'cbc:Note': 'Der Gutschriftbetrag wird vom Gutschriftaussteller per Überweisung ausgezahlt.',
      },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(note.tax_cents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(note.net_cents),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': amount(note.tax_cents),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': {
                ...category,
                ...(regular ? {} : { 'cbc:TaxExemptionReason': 'Kleinunternehmer gemäß § 19 UStG' }),
              },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(note.net_cents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': amount(note.net_cents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': amount(note.net_cents + note.tax_cents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(rounding
          ? { 'cbc:PayableRoundingAmount': amount(rounding), 'cbc:PayableRoundingAmount@currencyID': 'EUR' }
          : {}),
        'cbc:PayableAmount': amount(note.amount_cents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': note.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(nets[index]),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Description': `Auftrag vom ${line.order_date}, Patient/-in ${line.patient_initials}`,
          'cbc:Name': `Beratungshonorar Auftrag ${line.order_number}`,
          'cac:SellersItemIdentification': { 'cbc:ID': line.order_number },
          'cac:ClassifiedTaxCategory': category,
        },
        'cac:Price': { 'cbc:PriceAmount': amount(nets[index]), 'cbc:PriceAmount@currencyID': 'EUR' },
      })),
    },
  };
  return invoice as unknown as Invoice;
}

/** The credit note as EN 16931 CII XML (type code 389, self-billed invoice). */
export async function creditNoteXml(note: CreditNote): Promise<string> {
  const xml = await service.generate(creditNoteInvoice(note), {
    format: 'CII',
    lang: 'de-de',
    noWarnings: true,
  });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}
