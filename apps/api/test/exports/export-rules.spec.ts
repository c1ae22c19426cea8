import type { NestExpressApplication } from '@nestjs/platform-express';
import { Permission, todayIsoDate } from '@portal/shared-types';
import { TestClient } from '../helpers/client.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { download, exportPath } from './export-files.js';

const LISTS = ['orders', 'patients', 'doctors', 'credit-notes'] as const;

const dayAfter = (iso: string, days = 1) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the export downloads: who may, and the date range rules', () => {
  let app: NestExpressApplication;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
  });
  afterAll(() => closeApp(app));

  it.each(LISTS)('/api/%s/download-export is for admins only', async (list) => {
    const path = exportPath(list, '2026-01-01', '2026-01-02');
    expect((await download(new TestClient(app), path)).status).toBe(401);
    const doctor = await signedIn(app);
    expect((await download(doctor.client, path)).status).toBe(403);
    const formulaManager = await signedIn(app, { permissions: [Permission.ManageFormulas], doctor: false });
    expect((await download(formulaManager.client, path)).status).toBe(403);
    const impersonating = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    await impersonating.client.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
    const refused = await download(impersonating.client, path);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('This action is unauthorized.');
    expect((await download(admin.client, path)).status).toBe(200);
  });

  const today = () => todayIsoDate();
  const cases: [string, () => string, string, string][] = [
    [
      'no start',
      () => '/api/orders/download-export?endDate=2026-01-02',
      'startDate',
      'Bitte geben Sie ein Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    ],
    [
      'no end',
      () => '/api/orders/download-export?startDate=2026-01-02',
      'endDate',
      'Bitte geben Sie ein Enddatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    ],
    [
      'an empty start',
      () => exportPath('patients', '', '2026-01-02'),
      'startDate',
      'Bitte geben Sie ein Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    ],
    [
      'an impossible start',
      () => exportPath('patients', '2026-02-30', '2026-03-02'),
      'startDate',
      'Bitte geben Sie ein gültiges Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    ],
    [
      'a start that is no date',
      () => exportPath('doctors', 'gestern', '2026-03-02'),
      'startDate',
      'Bitte geben Sie ein gültiges Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    ],
    [
      'an impossible end',
      () => exportPath('doctors', '2026-01-01', '2026-13-01'),
      'endDate',
      'Bitte geben Sie ein gültiges Enddatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
    ],
    [
      'a start before 1900',
      () => exportPath('credit-notes', '1899-12-31', '2026-01-01'),
      'startDate',
      'Das Startdatum darf nicht vor dem 01.01.1900 liegen.',
    ],
    [
      'an end before 1900',
      () => exportPath('credit-notes', '1900-01-01', '1899-12-31'),
      'endDate',
      'Das Enddatum darf nicht vor dem 01.01.1900 liegen.',
    ],
    [
      'a start after today',
      () => exportPath('orders', dayAfter(today()), dayAfter(today())),
      'startDate',
      'Das Startdatum darf nicht nach dem heutigen Tag liegen.',
    ],
    [
      'an end after today',
      () => exportPath('orders', today(), dayAfter(today())),
      'endDate',
      'Das Enddatum darf nicht nach dem heutigen Tag liegen.',
    ],
    [
      'an end before the start',
      () => exportPath('orders', '2026-01-02', '2026-01-01'),
      'endDate',
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    ],
    [
      'an unknown format',
      () => `${exportPath('orders', '2026-01-01', '2026-01-02')}&format=pdf`,
      'format',
      'Das Dateiformat muss xlsx oder csv sein.',
    ],
  ];

  it.each(cases)('refuses %s with 422 and its German message', async (_name, path, field, message) => {
    const refused = await download(admin.client, path());
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(message);
    expect(refused.json.errors).toEqual({ [field]: [message] });
  });

  it('takes the bounds themselves: 1900-01-01 to today, a one-day range, and the typed forms', async () => {
    for (const path of [
      exportPath('orders', '1900-01-01', today()),
      exportPath('orders', today(), today(), 'csv'),
      exportPath('credit-notes', '01.01.1900', '31-12-1999'),
    ]) {
      const file = await download(admin.client, path);
      expect(file.status).toBe(200);
    }
  });
});
