import type { Invoice } from '@e-invoice-eu/core';
import { writeCii, writeFacturX } from './cii-writer.js';
import type { CreditNote } from './credit-note.entity.js';
import { CreditNoteVatTreatment } from './credit-note.entity.js';
import { treatmentOfKind } from './credit-note-treatment.js';

// EN 16931 in the CII syntax (the ZUGFeRD/Factur-X EN16931 profile's XML; XRechnung-capable), written by
// @e-invoice-eu/core from its UBL-shaped JSON. A self-billing invoice is type code 389: the practice is the
// seller (it supplies the consulting), we are the buyer who issues the document and pays.
const SELF_BILLED_INVOICE = '389';
const EN16931 = 'urn:cen.eu:en16931:2017';

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
  // The category and exemption of the treatment table (credit-note-treatment.ts): S at the rate; E with the
  // reason (BR-E-10); AE with reason code VATEX-EU-AE of the CEF VATEX list (BR-AE-10).
  const treatment = treatmentOfKind(recipient.vat_treatment);
  const category = {
    'cbc:ID': treatment.category,
    'cbc:Percent': percent(note.vat_rate_bp),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  } as const;
  // The practice's numbers (BT-31 USt-IdNr, BT-32 Steuernummer): one of them is on every Gutschrift
  // (§ 14 Abs. 4 Satz 1 Nr. 2 UStG), and an exempt or reverse-charge document needs it (BR-E-02, BR-AE-02).
  const sellerTaxSchemes = [
    ...(recipient.vat_id
      ? [{ 'cbc:CompanyID': recipient.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]
      : []),
    ...(recipient.tax_number
      ? [{ 'cbc:CompanyID': recipient.tax_number, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }]
      : []),
  ];
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
          ...(recipient.vat_treatment === CreditNoteVatTreatment.SmallBusiness
            ? ['Kleinunternehmer gemäß § 19 UStG: keine Umsatzsteuer.']
            : []),
          // § 14a Abs. 5 UStG: the reverse-charge document says so in these words.
          ...(recipient.vat_treatment === CreditNoteVatTreatment.ReverseCharge
            ? ['Steuerschuldnerschaft des Leistungsempfängers.']
            : []),
        ].join(' '),
      ],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': recipient.accounting_code,
      'cac:InvoicePeriod': { 'cbc:StartDate': dates[0], 'cbc:EndDate': dates[dates.length - 1] },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...(recipient.email ? { 'cbc:EndpointID': recipient.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PostalAddress': {
            'cbc:StreetName': recipient.address,
            'cbc:CityName': recipient.city,
            'cbc:PostalZone': recipient.zip_code,
            'cac:Country': { 'cbc:IdentificationCode': recipient.country_code },
          },
          ...(sellerTaxSchemes.length ? { 'cac:PartyTaxScheme': sellerTaxSchemes } : {}),
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
          // BT-47: our commercial register entry, as the imprint and the footer name it.
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': issuer.name,
            ...(issuer.register ? { 'cbc:CompanyID': issuer.register } : {}),
          },
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
                ...(treatment.exemption_reason_code
                  ? { 'cbc:TaxExemptionReasonCode': treatment.exemption_reason_code }
                  : {}),
                ...(treatment.exemption_reason
                  ? { 'cbc:TaxExemptionReason': treatment.exemption_reason.de }
                  : {}),
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
        // A correction is one consulting taken back: quantity -1 at a positive price (BR-27: no negative price).
        'cbc:InvoicedQuantity': nets[index] < 0 ? '-1' : '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(nets[index]),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Description': `Auftrag vom ${line.order_date}, Patient/-in ${line.patient_initials}`,
          'cbc:Name': `Beratungshonorar Auftrag ${line.order_number}`,
          'cac:SellersItemIdentification': { 'cbc:ID': line.order_number },
          'cac:ClassifiedTaxCategory': category,
        },
        'cac:Price': {
          'cbc:PriceAmount': amount(Math.abs(nets[index])),
          'cbc:PriceAmount@currencyID': 'EUR',
        },
      })),
    },
  };
  return invoice as unknown as Invoice;
}

/**
 * The seller identifier (BT-29): the practice's accounting code, the number we know it by. Unschemed, as
 * EN 16931 allows for an identifier known to buyer and seller; it satisfies BR-CO-26 when the practice has no
 * VAT id.
 */
const sellerIdentifierOf = (note: CreditNote): string => note.recipient.accounting_code;

/** The credit note as EN 16931 CII XML (type code 389, self-billed invoice). */
export function creditNoteXml(note: CreditNote): Promise<string> {
  return writeCii(creditNoteInvoice(note), sellerIdentifierOf(note));
}

/** The rendered credit note PDF with its issued XML embedded: a Factur-X/ZUGFeRD hybrid (PDF/A-3). */
export function creditNoteFacturX(note: CreditNote & { xml: string }, pdf: Buffer): Promise<Buffer> {
  return writeFacturX(creditNoteInvoice(note), sellerIdentifierOf(note), {
    pdf: { buffer: pdf, filename: `Gutschrift-${note.number}.pdf` },
    xml: note.xml,
  });
}
