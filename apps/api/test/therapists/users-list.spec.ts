import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PartnershipModel } from '../../src/modules/catalog/entities/partnership-model.entity.js';
import { PaymentStatus } from '../../src/modules/orders/order-status.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../helpers/factories.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { login, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { TestClient } from '../helpers/client.js';
import { webOperation } from '../helpers/web-operations.js';
import { ADMIN, expectRefused, type TherapistRow, USER_FIELDS } from './therapists-fixtures.js';

const LIST = `query ($first: Int, $page: Int, $search: String, $isActive: Boolean, $onboardingType: OnboardingType,
  $partnershipModelId: ID, $orderBy: [UserOrderByClause!], $trashed: Trashed) {
  users(first: $first, page: $page, search: $search, isActive: $isActive, onboardingType: $onboardingType,
    partnershipModelId: $partnershipModelId, orderBy: $orderBy, trashed: $trashed) {
    data { ${USER_FIELDS} }
    paginatorInfo { count currentPage lastPage total hasMorePages }
  }
}`;

let app: INestApplication;
let admin: Awaited<ReturnType<typeof signedIn>>;
// Every doctor of this suite carries the tag in the e-mail, so the search keeps other suites' rows out.
const tag = `thl${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, { permissions: ADMIN });
});
afterAll(() => closeApp(app));

type Page = { data: TherapistRow[]; paginatorInfo: { total: number; lastPage: number; count: number } };
const list = async (variables: Record<string, unknown> = {}) =>
  (await admin.client.query<{ users: Page }>(LIST, { search: tag, ...variables })).users;
const doctorNamed = async (last: string, options: Parameters<typeof createUser>[1] = {}) => {
  const account = await createUser(app, { email: `${last.toLowerCase()}.${tag}@example.com`, ...options });
  await app.get(DataSource).getRepository(User).update(account.user.id, { last_name: last });
  return account;
};

describe('users (the therapist list)', () => {
  let anna: Awaited<ReturnType<typeof signedIn>>;
  let bernd: Awaited<ReturnType<typeof createUser>>;
  let clara: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    anna = { ...(await doctorNamed('Anders')), client: new TestClient(app) };
    await login(anna.client, anna.email, anna.password);
    bernd = await doctorNamed('Brandt', { active: false, partnershipModel: false });
    clara = await doctorNamed('Czerny', { twoFactor: 'app' });
    // An admin with the tag is no therapist.
    await createUser(app, { email: `admin.${tag}@example.com`, permissions: ADMIN });
    const patient = await createPatient(anna.client);
    await insertOrder(app, patient.id, { total: 123.45, paymentStatus: PaymentStatus.Success });
    await insertOrder(app, patient.id, { placedAt: null });
  });

  it('lists only doctors, newest first, with the batched practice figures and open fees', async () => {
    const page = await list();
    expect(page.data.map((row) => row.id)).toEqual([clara.user.id, bernd.user.id, anna.user.id]);
    expect(page.paginatorInfo).toMatchObject({ total: 3, count: 3, lastPage: 1 });
    const row = page.data.find((r) => r.id === anna.user.id)!;
    expect(row).toMatchObject({
      is_active: true,
      onboardingType: 'REGISTRATION',
      openConsultingFeeAmount: 0,
      permissions: [],
      doctor: { id: anna.doctor!.id },
      medicalCenter: { patientCount: 1, orderCount: 1 },
    });
    expect(row.medicalCenter!.totalRevenueGenerated).toBe(123.45);
    expect(page.data.find((r) => r.id === bernd.user.id)?.partnershipModel).toBeNull();
  });

  it('filters by active flag, partnership model and onboarding type; searches name and e-mail', async () => {
    expect((await list({ isActive: false })).data.map((r) => r.id)).toEqual([bernd.user.id]);
    const model = await app
      .get(DataSource)
      .getRepository(PartnershipModel)
      .findOneByOrFail({ key: 'consulting-fee' });
    expect((await list({ partnershipModelId: model.id })).data.map((r) => r.id)).toEqual([
      clara.user.id,
      anna.user.id,
    ]);
    expect((await list({ onboardingType: 'INVITATION_SENT' })).data).toEqual([]);
    expect((await list({ onboardingType: 'REGISTRATION' })).paginatorInfo.total).toBe(3);
    const byName = await admin.client.query<{ users: Page }>(LIST, { search: `czerny.${tag}` });
    expect(byName.users.data.map((r) => r.id)).toEqual([clara.user.id]);
    const caseAndWildcards = await admin.client.query<{ users: Page }>(LIST, {
      search: `%${tag.toUpperCase()}`,
    });
    expect(caseAndWildcards.users.data).toEqual([]);
  });

  it('sorts by name, e-mail and last login, both ways', async () => {
    const names = async (column: string, order: string) =>
      (await list({ orderBy: [{ column, order }] })).data.map((r) => r.id);
    expect(await names('NAME', 'ASC')).toEqual([anna.user.id, bernd.user.id, clara.user.id]);
    expect(await names('NAME', 'DESC')).toEqual([clara.user.id, bernd.user.id, anna.user.id]);
    expect(await names('EMAIL', 'ASC')).toEqual([anna.user.id, bernd.user.id, clara.user.id]);
    // Anna logged in; the others never did (last when descending).
    expect((await names('LAST_LOGIN_AT', 'DESC'))[0]).toBe(anna.user.id);
  });

  it('pages, and includes deleted accounts only when asked', async () => {
    const first = await list({ first: 2, page: 1 });
    expect(first.paginatorInfo).toMatchObject({ total: 3, lastPage: 2, count: 2 });
    expect((await list({ first: 2, page: 2 })).data).toHaveLength(1);
    const gone = await doctorNamed('Deleted');
    await app.get(DataSource).getRepository(User).softDelete(gone.user.id);
    expect((await list()).paginatorInfo.total).toBe(3);
    expect((await list({ trashed: 'WITH' })).paginatorInfo.total).toBe(4);
    expect((await list({ trashed: 'ONLY' })).data.map((r) => r.id)).toEqual([gone.user.id]);
  });

  it('costs the same number of statements for 10 and 100 rows', async () => {
    for (let i = 0; i < 12; i++) await doctorNamed(`Bulk${i}`);
    await admin.client.query('{ me { id } }');
    const ten = await countStatements(app, () => list({ first: 10 }));
    const hundred = await countStatements(app, () => list({ first: 100 }));
    expect(hundred.count).toBe(ten.count);
    // Session, page, then one each: doctor, partnership model, practice, practice figures, open fees.
    expect(ten.count).toBeLessThanOrEqual(8);

    // The screen's own query, as Relay compiled it, costs the same.
    const web = webOperation('TherapistsResultsQuery');
    const variables = (first: number) => ({
      first,
      page: 1,
      search: tag,
      orderBy: [{ column: 'CREATED_AT', order: 'DESC' }],
    });
    const webTen = await countStatements(app, () => admin.client.query(web, variables(10)));
    const webHundred = await countStatements(app, () => admin.client.query(web, variables(100)));
    expect(webHundred.count).toBe(webTen.count);
    expect(webTen.count).toBeLessThanOrEqual(8);
  });

  it('is refused to doctors, formula managers, impersonating admins and anonymous callers', async () => {
    await expectRefused(app, LIST, { search: tag });
    const manager = await signedIn(app, {
      permissions: [Permission.ManageFormulas, Permission.ManageMedicalCenters],
    });
    const seen = await manager.client.query<{ users: Page }>(LIST, { search: tag });
    expect(seen.users.paginatorInfo.total).toBe((await list()).paginatorInfo.total);
  });
});
