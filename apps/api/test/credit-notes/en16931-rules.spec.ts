import { PDFDocument } from '@cantoo/pdf-lib';
import type { CreditNote, CreditNoteLine } from '../../src/modules/credit-notes/credit-note.entity.js';
import { CreditNoteVatTreatment } from '../../src/modules/credit-notes/credit-note.entity.js';
import { PracticeTaxStatus } from '@portal/shared-types';
import { splitGross } from '../../src/modules/credit-notes/credit-note-issuer.service.js';
import {
  creditNoteTreatment,
  treatmentOfKind,
} from '../../src/modules/credit-notes/credit-note-treatment.js';
import { creditNoteFacturX, creditNoteXml } from '../../src/modules/credit-notes/credit-note-xml.js';
import { validateEn16931 } from './en16931-validators.js';

// Every kind of Gutschrift the portal issues, through the official EN 16931 artefacts: the CII D16B XSD and
// the schematron business rules. No fatal assert is allowed, for any treatment, with or without corrections.

const issuer = {
  name: 'Vitalis Health GmbH',
  address: 'Leopoldstraße 12',
  zip_code: '80802',
  city: 'München',
  state: null,
  country: 'Deutschland',
  vat_id: 'DE123456789',
  tax_number: '143/123/45678',
  register: 'Amtsgericht München, HRB 123456',
  managing_directors: ['Dr. Erika Mustermann'],
  email: 'buchhaltung@vitalis.example',
};

const practice = {
  name: 'Praxis Dr. Weber',
  address: 'Hauptstraße 5',
  zip_code: '10115',
  city: 'Berlin',
  state: null,
  country: 'Deutschland',
  country_code: 'DE',
  office_address: null,
  email: 'weber@praxis.example',
  accounting_code: 'KD-10042',
  doctor_name: 'Dr. Anna Weber',
  iban: 'DE89 3704 0044 0532 0130 00',
  account_holder: 'Dr. Anna Weber',
};

type Recipient = CreditNote['recipient'];

const VIENNA = { country: 'Österreich', country_code: 'AT', zip_code: '1010', city: 'Wien' };

/** The numbers a practice of each tax status has (the Steuernummer-only case beside). */
const NUMBERS: Record<PracticeTaxStatus, Partial<Recipient>> = {
  [PracticeTaxStatus.DeRegular]: { vat_id: 'DE987654321', tax_number: null },
  [PracticeTaxStatus.DeSmallBusiness]: { vat_id: null, tax_number: '21/815/08150' },
  [PracticeTaxStatus.AtRegular]: { vat_id: 'ATU12345678', tax_number: null, ...VIENNA },
  [PracticeTaxStatus.AtSmallBusiness]: { vat_id: 'ATU87654321', tax_number: '12-345/6789', ...VIENNA },
};

/** Each tax status with its treatment from the one table, and a German VAT payer with only a Steuernummer. */
const RECIPIENTS: Record<string, Partial<Recipient>> = {
  ...Object.fromEntries(
    Object.values(PracticeTaxStatus).map((status) => [
      status,
      { ...NUMBERS[status], tax_status: status, vat_treatment: creditNoteTreatment(status).treatment },
    ]),
  ),
  'de_regular (Steuernummer only)': {
    vat_treatment: CreditNoteVatTreatment.Regular,
    vat_id: null,
    tax_number: '21/815/08150',
  },
};

const line = (order: string, amount: number, corrects?: string): CreditNoteLine => ({
  fee_id: order,
  order_number: order,
  order_date: '2026-11-02',
  patient_initials: 'M. M.',
  amount_cents: amount,
  ...(corrects ? { corrects: { credit_note_number: corrects } } : {}),
});

function note(
  recipient: Partial<Recipient>,
  lines: CreditNoteLine[],
  extra: Partial<Recipient> = {},
): CreditNote {
  const amount = lines.reduce((sum, each) => sum + each.amount_cents, 0);
  const rate = treatmentOfKind(recipient.vat_treatment!).rate_bp;
  const { net, tax } = splitGross(amount, rate);
  return {
    number: 'GS-2026-000042',
    amount_cents: amount,
    net_cents: net,
    tax_cents: tax,
    vat_rate_bp: rate,
    lines,
    issuer,
    recipient: { ...practice, ...recipient, ...extra } as Recipient,
    generated_at: new Date('2026-12-01T10:00:00Z'),
  } as CreditNote;
}

const SHAPES: Record<string, [CreditNoteLine[], Partial<Recipient>?]> = {
  'one fee': [[line('B-1001', 5000)]],
  'three fees, odd cents': [[line('B-1001', 3333), line('B-1002', 3334), line('B-1003', 1)]],
  'a fee and a correction of a paid-out one': [
    [line('B-1001', 15900), line('B-0990', -4000, 'GS-2026-000007')],
  ],
  'no bank account': [[line('B-1001', 5000)], { iban: null, account_holder: null }],
};

describe('EN 16931: every Gutschrift passes the CII XSD and the schematron', () => {
  it('has no schema error and no fatal assert, for every treatment and shape', async () => {
    const documents: Record<string, string> = {};
    for (const [treatment, recipient] of Object.entries(RECIPIENTS))
      for (const [shape, [lines, extra]] of Object.entries(SHAPES))
        documents[`${treatment}, ${shape}`] = await creditNoteXml(note(recipient, lines, extra));
    const reports = validateEn16931(documents);
    expect(Object.keys(reports)).toHaveLength(20);
    for (const [name, report] of Object.entries(reports))
      expect({ name, schemaErrors: report.schemaErrors, fatal: report.fatal }).toEqual({
        name,
        schemaErrors: [],
        fatal: [],
      });
  }, 120_000);

  it('writes what each treatment needs: category, exemption reason, the practice numbers and the seller id', async () => {
    const small = await creditNoteXml(note(RECIPIENTS.de_small_business, [line('B-1', 5000)]));
    expect(small).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(small).toContain('<ram:ExemptionReason>Kleinunternehmer gemäß § 19 UStG</ram:ExemptionReason>');
    expect(small).toContain('<ram:ID schemeID="FC">21/815/08150</ram:ID>');
    // BT-29, which the library alone drops.
    expect(small).toMatch(/<ram:SellerTradeParty>\s*<ram:ID>KD-10042<\/ram:ID>/);

    const reverse = await creditNoteXml(note(RECIPIENTS.at_regular, [line('B-1', 5000)]));
    expect(reverse).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(reverse).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(reverse).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(reverse).toContain('<ram:ID schemeID="VA">ATU12345678</ram:ID>');
    expect(reverse).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(reverse).toMatch(
      /<ram:BuyerTradeParty>[\s\S]*<ram:SpecifiedLegalOrganization>\s*<ram:ID>Amtsgericht München, HRB 123456<\/ram:ID>/,
    );

    const corrected = await creditNoteXml(
      note(RECIPIENTS.de_regular, [line('B-1', 15900), line('B-0', -4000, 'GS-2026-000007')]),
    );
    expect(corrected).toContain('<ram:BilledQuantity unitCode="C62">-1</ram:BilledQuantity>');
    expect(corrected).toContain('<ram:DuePayableAmount>119.00</ram:DuePayableAmount>');
  });

  it('fails documents that break the rules (the check can fail)', async () => {
    const withoutNumbers = await creditNoteXml(
      note(RECIPIENTS.de_small_business, [line('B-1', 5000)], {
        tax_number: null,
        vat_id: null,
      }),
    );
    const regular = await creditNoteXml(note(RECIPIENTS.de_regular, [line('B-1', 5000)]));
    const reports = validateEn16931({
      'small business without numbers': withoutNumbers,
      'tax amount changed': regular.replace(
        /<ram:TaxTotalAmount currencyID="EUR">[^<]*</,
        '<ram:TaxTotalAmount currencyID="EUR">1.00<',
      ),
      'unknown element': regular.replace('<ram:SellerTradeParty>', '<ram:SellerTradeParty><ram:Bogus/>'),
    });
    expect(reports['small business without numbers'].fatal.map((rule) => rule.id)).toContain('BR-E-02');
    expect(reports['tax amount changed'].fatal.length).toBeGreaterThan(0);
    expect(reports['unknown element'].schemaErrors.join()).toMatch(/Bogus/);
  }, 120_000);

  it('embeds the issued XML, byte for byte, in the hybrid PDF (Factur-X EN 16931, PDF/A-3)', async () => {
    const gutschrift = note(RECIPIENTS.de_small_business, [line('B-1', 5000)]);
    const xml = await creditNoteXml(gutschrift);
    const blank = await PDFDocument.create();
    blank.addPage();
    const hybrid = await creditNoteFacturX({ ...gutschrift, xml }, Buffer.from(await blank.save()));
    const attachments = (await PDFDocument.load(hybrid)).getAttachments();
    expect(attachments.map((file) => file.name)).toEqual(['factur-x.xml']);
    expect(Buffer.from(attachments[0].data).toString('utf8')).toBe(xml);
    expect(hybrid.toString('latin1')).toMatch(/pdfaid:part>3</);
  });
});
