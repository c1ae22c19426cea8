import type { INestApplication } from '@nestjs/common';
import { DEMO_OPERATOR } from '../../src/config/operator.schema.js';
import { TestClient } from '../helpers/client.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const OPERATOR = `{ operator { name street postalCode city country register managingDirectors vatId email phone
  dpoName dpoEmail supportEmail supportPhone } }`;

describe('operator (the legal pages and support contact, from the configuration)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({
      OPERATOR_NAME: 'Praxisdienste Nord GmbH',
      OPERATOR_MANAGING_DIRECTORS: 'Anna Nord, Ben Süd',
      OPERATOR_VAT_ID: '',
      SUPPORT_EMAIL: 'hilfe@nord.example',
    });
  });
  afterAll(() => closeApp(app));

  it('answers anonymous callers with the configured data, the demo operator filling the rest outside production', async () => {
    const client = new TestClient(app);
    const { operator } = await client.query<{ operator: Record<string, unknown> }>(OPERATOR);
    expect(operator).toEqual({
      name: 'Praxisdienste Nord GmbH',
      street: DEMO_OPERATOR.OPERATOR_STREET,
      postalCode: DEMO_OPERATOR.OPERATOR_POSTAL_CODE,
      city: DEMO_OPERATOR.OPERATOR_CITY,
      country: DEMO_OPERATOR.OPERATOR_COUNTRY,
      register: DEMO_OPERATOR.OPERATOR_REGISTER,
      managingDirectors: ['Anna Nord', 'Ben Süd'],
      vatId: DEMO_OPERATOR.OPERATOR_VAT_ID,
      email: DEMO_OPERATOR.OPERATOR_EMAIL,
      phone: DEMO_OPERATOR.OPERATOR_PHONE,
      dpoName: DEMO_OPERATOR.DPO_NAME,
      dpoEmail: DEMO_OPERATOR.DPO_EMAIL,
      supportEmail: 'hilfe@nord.example',
      supportPhone: DEMO_OPERATOR.SUPPORT_PHONE,
    });
  });

  it('answers signed-in doctors the same', async () => {
    const doctor = await signedIn(app);
    const { operator } = await doctor.client.query<{ operator: { name: string } }>(OPERATOR);
    expect(operator.name).toBe('Praxisdienste Nord GmbH');
  });
});
