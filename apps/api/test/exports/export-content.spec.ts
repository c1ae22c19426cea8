import type { NestExpressApplication } from '@nestjs/platform-express';
import { PaymentStatus, Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { insertOrder } from '../helpers/orders.js';
import { createUser } from '../helpers/factories.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { download, exportPath, readCsv, readXlsx } from './export-files.js';

// A month no other suite writes into: every row of these exports is this file's.
const START = '1997-03-01';
const END = '1997-03-31';

// Names a spreadsheet would run as formulas if written as they are.
const INJECTIONS = ['=HYPERLINK("http://evil.example","klick")', '+1', '-2', '@SUM(A1:A2)', '\tTab'];

const PATIENT_HEADERS = [
  'GUID',
  'Titel',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Geburtsdatum',
  'Therapeut/-in',
  'Praxis',
  'Lebenszyklus-Phase',
  'Bestellungen',
  'Erstellt am',
  'Entfernt am',
];

describe('the export files: headers, content, neutralised formulas, names', () => {
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let db: DataSource;
  let centerId: string;
  const guids: Record<string, string> = {};

  const insertPatient = async (lastName: string, createdAt: string): Promise<string> => {
    const [row] = await db.query<{ id: string; guid: string }[]>(
      `INSERT INTO patients (accounting_code, medical_center_id, salutation, first_name, last_name, email,
         country_code, address, zip_code, city, country, date_of_birth, height, weight, biological_sex, created_at)
       VALUES ('P-' || nextval('patients_accounting_code_seq'), $1, 'female', 'Eva', $2, 'eva@example.com',
         'AT', 'Weg 1', '1010', 'Wien', 'AT', DATE '1980-02-29', 170, 60, 'Female', $3)
       RETURNING id, guid`,
      [centerId, lastName, createdAt],
    );
    guids[lastName] = row.guid;
    return row.id;
  };

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const doctor = await createUser(app);
    centerId = doctor.user.medical_center_id!;
    await db.query(
      `UPDATE users SET title = 'Dr.', first_name = 'Julia', last_name = 'Weber', created_at = '1997-03-05T10:00:00+01'
        WHERE id = $1`,
      [doctor.user.id],
    );
    await db.query(`UPDATE medical_centers SET name = 'Praxis Weber' WHERE id = $1`, [centerId]);
    // The range's Berlin days: 1997-03-01 00:00 CET is 02-28 23:00 UTC; 03-31 24:00 CEST is 03-31 22:00 UTC.
    await insertPatient('Vorher', '1997-02-28T22:59:59Z');
    await insertPatient('Erster', '1997-02-28T23:00:00Z');
    for (const [index, name] of INJECTIONS.entries())
      await insertPatient(name, `1997-03-1${index}T12:00:00+01`);
    await insertPatient('Letzter', '1997-03-31T21:59:59Z');
    await insertPatient('Nachher', '1997-03-31T22:00:00Z');
    const orderPatient = await insertPatient('Bestellerin', '1997-03-02T09:00:00+01');
    const order = await insertOrder(app, orderPatient, {
      createdAt: new Date('1997-03-20T08:30:00+01:00'),
      placedAt: new Date('1997-03-20T08:45:00+01:00'),
      paymentStatus: PaymentStatus.Success,
      total: 249.9,
    });
    await db.query(`UPDATE orders SET order_number = 'B-1997-000001' WHERE id = $1`, [order.id]);
    await db.query(
      `INSERT INTO consulting_fees (order_id, medical_center_id, patient_id, amount_cents, status)
       VALUES ($1, $2, $3, 2500, 'Unpaid')`,
      [order.id, centerId, orderPatient],
    );
    await db.query(
      `INSERT INTO credit_notes (number, doctor_id, user_id, medical_center_id, amount_cents, net_cents, tax_cents,
         vat_rate_bp, lines, issuer, recipient, generated_at, paid_at, xml, xml_sha256)
       VALUES ('GS-1997-000001', $1, $2, $3, 11900, 10000, 1900, 1900, '[]', '{}', '{}',
         '1997-03-31T23:30:00+02', NULL, '<xml/>', repeat('0', 64)),
              ('GS-1997-000002', $1, $2, $3, 5950, 5000, 950, 1900, '[]', '{}', '{}',
         '1997-03-15T10:00:00+01', '1997-03-16T10:00:00+01', '<xml/>', repeat('0', 64))`,
      [doctor.doctor!.id, doctor.user.id, centerId],
    );
  });
  afterAll(() => closeApp(app));

  it('patients as XLSX: German headers, the range in Berlin days, formulas written as text', async () => {
    const file = await download(admin.client, exportPath('patients', START, END));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="patienten_1997-03-01_1997-03-31.xlsx"',
    );
    const [headers, ...rows] = await readXlsx(file.body);
    expect(headers).toEqual(PATIENT_HEADERS);
    const lastNames = rows.map((row) => row[3]);
    expect(lastNames).toEqual(['Erster', 'Bestellerin', ...INJECTIONS.map((name) => `'${name}`), 'Letzter']);
    const first = rows[0];
    expect(first[0]).toBe(guids.Erster);
    expect(first[5]).toEqual(new Date(Date.UTC(1980, 1, 29)));
    expect(first.slice(6, 10)).toEqual(['Dr. Julia Weber', 'Praxis Weber', 'Ohne Abo', 0]);
    // Created 1997-03-01 00:00 in Berlin, written as that wall time.
    expect(first[10]).toEqual(new Date(Date.UTC(1997, 2, 1, 0, 0, 0)));
    expect(first[11]).toBeNull();
    expect(rows[1][9]).toBe(1);
  });

  it('patients as CSV: BOM, semicolons, German dates, formulas prefixed', async () => {
    const file = await download(admin.client, exportPath('patients', START, END, 'csv'));
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="patienten_1997-03-01_1997-03-31.csv"',
    );
    expect(file.body.toString('utf8')).toContain('\r\n');
    const [headers, ...rows] = readCsv(file.body);
    expect(headers).toEqual(PATIENT_HEADERS);
    expect(rows.map((row) => row[3])).toEqual([
      'Erster',
      'Bestellerin',
      ...INJECTIONS.map((name) => `'${name}`),
      'Letzter',
    ]);
    expect(rows[0].slice(5)).toEqual([
      '29.02.1980',
      'Dr. Julia Weber',
      'Praxis Weber',
      'Ohne Abo',
      '0',
      '01.03.1997 00:00',
      '',
    ]);
    expect(rows.every((row) => row.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);
  });

  it('orders: status and payment in words, euros as numbers, the fee', async () => {
    const [headers, ...rows] = await readXlsx(
      (await download(admin.client, exportPath('orders', START, END))).body,
    );
    expect(headers).toEqual([
      'Bestellnummer',
      'Erstellt am',
      'Aufgegeben am',
      'Status',
      'Zahlungsstatus',
      'Therapeut/-in',
      'Praxis',
      'Patient/-in',
      'Patienten-GUID',
      'Artikel',
      'Gesamtbetrag (brutto)',
      'davon MwSt.',
      'Rabatt',
      'Beratungshonorar',
      'Automatisch erstellt (Abo)',
    ]);
    expect(rows).toEqual([
      [
        'B-1997-000001',
        new Date(Date.UTC(1997, 2, 20, 8, 30)),
        new Date(Date.UTC(1997, 2, 20, 8, 45)),
        'Bestellung aufgegeben',
        'Zahlung erfolgreich abgeschlossen',
        'Dr. Julia Weber',
        'Praxis Weber',
        'Eva Bestellerin',
        guids.Bestellerin,
        null,
        249.9,
        0,
        0,
        25,
        'Nein',
      ],
    ]);
    const csv = readCsv((await download(admin.client, exportPath('orders', START, END, 'csv'))).body);
    expect(csv[1].slice(10)).toEqual(['249,90', '0,00', '0,00', '25,00', 'Nein']);
  });

  it('doctors: the practice, the partnership model and the practice’s figures', async () => {
    const file = await download(admin.client, exportPath('doctors', START, END, 'csv'));
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="therapeuten_1997-03-01_1997-03-31.csv"',
    );
    expect(readCsv(file.body)).toEqual([
      [
        'Titel',
        'Vorname',
        'Nachname',
        'E-Mail',
        'Praxis',
        'Aktiv',
        'Onboarding',
        'Partnerschaftsmodell',
        'Patienten',
        'Bestellungen',
        'Umsatz (bezahlt, brutto)',
        'Offene Beratungshonorare',
        'Registriert am',
        'Letzte Anmeldung',
        'Gelöscht am',
      ],
      [
        'Dr.',
        'Julia',
        'Weber',
        expect.stringMatching(/@example\.com$/),
        'Praxis Weber',
        'Ja',
        'Registrierung',
        'Beratungshonorar',
        '10',
        '1',
        '249,90',
        '25,00',
        '05.03.1997 10:00',
        '',
        '',
      ],
    ]);
  });

  it('credit notes: by generated date in Berlin days, paid or open', async () => {
    const file = await download(admin.client, exportPath('credit-notes', START, END));
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="gutschriften_1997-03-01_1997-03-31.xlsx"',
    );
    const [headers, ...rows] = await readXlsx(file.body);
    expect(headers).toEqual([
      'Gutschriftnummer',
      'Erstellt am',
      'Therapeut/-in',
      'E-Mail',
      'Praxis',
      'Netto',
      'MwSt.',
      'Betrag (brutto)',
      'Status',
      'Bezahlt am',
      'Anzahl Honorare',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[7], row[8], row[9]])).toEqual([
      [
        'GS-1997-000002',
        new Date(Date.UTC(1997, 2, 15, 10)),
        59.5,
        'Bezahlt',
        new Date(Date.UTC(1997, 2, 16, 10)),
      ],
      ['GS-1997-000001', new Date(Date.UTC(1997, 2, 31, 23, 30)), 119, 'Offen', null],
    ]);
    // The last hour of the 31st in Berlin is already April 1st in UTC: a one-day range of the 31st finds it.
    const lastDay = await readXlsx((await download(admin.client, exportPath('credit-notes', END, END))).body);
    expect(lastDay.slice(1).map((row) => row[0])).toEqual(['GS-1997-000001']);
  });
});
