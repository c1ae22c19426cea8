import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, type GraphQLObjectType, isLeafType } from 'graphql';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import { Patient } from '../../src/modules/patients/entities/patient.entity.js';
import { TestClient } from '../helpers/client.js';
import {
  CREATE_PATIENT,
  createPatient,
  insertPatients,
  PATIENT_FIELDS,
  patientInput,
  requiredPatientConsents,
} from '../helpers/patients.js';
import { EXACT_TOTAL_UP_TO } from '../../src/common/pagination/paginate.js';
import { insertOrdersForPractice } from '../helpers/orders.js';
import { countStatements } from '../helpers/query-counter.js';
import { post, signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { calculated, ownQueues } from '../helpers/formulas.js';
import { startTestWorker } from '../helpers/worker.js';
import { FormulaTrigger } from '../../src/modules/formulas/formula-trigger.service.js';
import { FORMULAS_QUEUE } from '../../src/modules/formulas/formulas.jobs.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { Permission } from '@portal/shared-types';

const UPDATE = `mutation ($id: ID!, $input: UpdatePatientInput!) { updatePatient(id: $id, input: $input) { ${PATIENT_FIELDS} } }`;
const PATIENT = `query ($id: ID!) { patient(id: $id) { ${PATIENT_FIELDS} } }`;
const LIST = `query ($first: Int!, $page: Int, $search: String, $orderBy: [PatientOrderByClause!]) {
  patients(first: $first, page: $page, search: $search, orderBy: $orderBy) {
    data { id first_name last_name email phone_number country_code isBeingProcessed lifeCyclePhase latestAnswers { id } medicalCenter { id } }
    paginatorInfo { count currentPage hasMorePages lastPage perPage total }
  }
}`;

const validationOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined;

describe('patients', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    // A worker of the suite's own: a change's calculation runs, and nothing else's.
    const queues = ownQueues();
    app = await createTestApp(queues);
    worker = await startTestWorker(queues);
  });
  afterAll(async () => {
    await worker.close();
    await closeApp(app);
  });

  describe('createPatient', () => {
    it('creates a patient with consents, answers and a shipping address', async () => {
      const { client } = await signedIn(app);
      const { lifestyleQuestions } = await client.query<{
        lifestyleQuestions: { data: { id: string; key_question: string }[] };
      }>('{ lifestyleQuestions(biologicalSex: Female, page: 1) { data { id key_question } } }');
      const id = (key: string) => lifestyleQuestions.data.find((q) => q.key_question === key)!.id;
      const { countries } = await client.query<{ countries: { data: { id: string }[] } }>(
        '{ countries(first: 1, is_shippable: true) { data { id } } }',
      );
      const patient = await createPatient(client, {
        date_of_birth: '12.04.1985',
        shippingAddress: {
          address: 'Lieferweg 2',
          zip_code: '1020',
          city: 'Wien',
          state: 'Wien',
          country_id: countries.data[0].id,
        },
        answers: {
          upsert: [
            { question_id: id('GOALS'), values: ['MORE_ENERGY', 'IMPROVE_SKIN'] },
            { question_id: id('SKIN_TYPE'), values: ['DRY'] },
            { question_id: id('DIET_TYPE'), values: ['VEGAN'] },
            { question_id: id('SMOKING'), values: [] },
          ],
        },
      });
      expect(patient).toMatchObject({
        first_name: 'Anna',
        date_of_birth: '1985-04-12',
        // The first recommendation is being calculated.
        isBeingProcessed: true,
        height: 168,
        weight: 61.5,
        biological_sex: 'Female',
        isLifestyleQuestionnaireAvailable: false,
        shippingAddress: {
          address: 'Lieferweg 2',
          zip_code: '1020',
          city: 'Wien',
          state: 'Wien',
          country: { country_code: 'AT' },
        },
      });
      expect(patient.accounting_code).toMatch(/^P-\d{7}$/);
      expect(
        (patient.latestAnswers as { question_id: string; values: string[] }[]).map((a) => a.values).sort(),
      ).toEqual([['DRY'], ['MORE_ENERGY', 'IMPROVE_SKIN'], ['VEGAN']]);
      const audit = await app
        .get(DataSource)
        .getRepository(AuditLog)
        .findBy({ subject_type: 'patient', subject_id: patient.id });
      expect(audit.map((a) => a.event)).toContain('patient.created');
    });

    it.each([
      [{ first_name: '' }, 'input.first_name', 'Das ist ein Pflichtfeld'],
      [{ last_name: 'x'.repeat(65) }, 'input.last_name', 'Darf höchstens 64 Zeichen lang sein.'],
      [
        { email: 'no-mail' },
        'input.email',
        'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
      ],
      [
        { phone_number: '12345' },
        'input.phone_number',
        'Die Telefonnummer muss aus 6 bis 12 Ziffern bestehen.',
      ],
      [
        { phone_number: '0664 123' },
        'input.phone_number',
        'Die Telefonnummer muss aus 6 bis 12 Ziffern bestehen.',
      ],
      [{ zip_code: '80a0' }, 'input.zip_code', 'Dieses Feld darf nur Zahlen beinhalten.'],
      [{ address: 'ab' }, 'input.address', 'Muss zwischen 3 und 256 Zeichen lang sein.'],
      [{ address: 'a  ' }, 'input.address', 'Muss zwischen 3 und 256 Zeichen lang sein.'],
      [{ last_name: '   ' }, 'input.last_name', 'Das ist ein Pflichtfeld'],
      [{ city: 'x'.repeat(257) }, 'input.city', 'Muss zwischen 3 und 256 Zeichen lang sein.'],
      [
        { date_of_birth: '31.12.1899' },
        'input.date_of_birth',
        'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.',
      ],
      [
        { date_of_birth: '30.02.1990' },
        'input.date_of_birth',
        'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.',
      ],
      [
        { date_of_birth: '2999-01-01' },
        'input.date_of_birth',
        'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.',
      ],
      [{ height: 0 }, 'input.height', 'Die Größe muss zwischen 1 und 300 cm liegen.'],
      [{ height: 301 }, 'input.height', 'Die Größe muss zwischen 1 und 300 cm liegen.'],
      [{ weight: 0 }, 'input.weight', 'Das Gewicht muss zwischen 0,01 und 500 kg liegen.'],
      [{ weight: 500.5 }, 'input.weight', 'Das Gewicht muss zwischen 0,01 und 500 kg liegen.'],
      [{ country: 'Austria' }, 'input.country', 'Bitte wählen Sie ein Land aus der Liste.'],
      [{ country: 'ZZ' }, 'input.country', 'Bitte wählen Sie ein Land aus der Liste.'],
      [{ country_code: 'ZZ' }, 'input.country_code', 'Bitte wählen Sie ein Land aus der Liste.'],
      [{ title: 'x'.repeat(17) }, 'input.title', 'Darf höchstens 16 Zeichen lang sein.'],
      [
        { shippingAddress: { address: 'ab', zip_code: '1', city: 'Wien', country_id: '1' } },
        'input.shippingAddress.address',
        'Muss zwischen 3 und 256 Zeichen lang sein.',
      ],
      [
        { shippingAddress: { address: 'Weg 1', zip_code: '1010', city: 'Wien', country_id: '999999' } },
        'input.shippingAddress.country_id',
        'Bitte wählen Sie ein Land aus der Liste.',
      ],
    ])('validates %j', async (change, path, message) => {
      const { client, user } = await signedIn(app);
      const result = await client.graphql(CREATE_PATIENT, {
        input: {
          ...patientInput(change),
          acceptedConsents: { connect: await requiredPatientConsents(client) },
        },
      });
      expect(result.errors?.[0]?.message).toBe('Validation failed for the field [createPatient].');
      expect(validationOf(result)?.[path]).toContain(message);
      // Counted in this doctor's practice: other test files create patients at the same time.
      expect(
        await app
          .get(DataSource)
          .getRepository(Patient)
          .countBy({ medical_center_id: user.medical_center_id! }),
      ).toBe(0);
    });

    it('refuses a shipping address in a country that is not shipped to, on create and update', async () => {
      const { client, user } = await signedIn(app);
      const [{ id: notShippable }] = await app
        .get(DataSource)
        .query<{ id: string }[]>('SELECT id::text FROM countries WHERE NOT is_shippable LIMIT 1');
      const shippingAddress = { address: 'Weg 1', zip_code: '1010', city: 'Wien', country_id: notShippable };
      const created = await client.graphql(CREATE_PATIENT, {
        input: {
          ...patientInput({ shippingAddress }),
          acceptedConsents: { connect: await requiredPatientConsents(client) },
        },
      });
      expect(validationOf(created)).toEqual({
        'input.shippingAddress.country_id': ['Bitte wählen Sie ein Land aus der Liste.'],
      });
      const patients = app.get(DataSource).getRepository(Patient);
      expect(await patients.countBy({ medical_center_id: user.medical_center_id! })).toBe(0);
      const patient = await createPatient(client);
      const updated = await client.graphql(UPDATE, {
        id: patient.id,
        input: patientInput({ first_name: 'Changed', country: 'ZZ', shippingAddress }),
      });
      expect(validationOf(updated)).toEqual({
        'input.country': ['Bitte wählen Sie ein Land aus der Liste.'],
        'input.shippingAddress.country_id': ['Bitte wählen Sie ein Land aus der Liste.'],
      });
      const stored = await patients.findOneByOrFail({ id: patient.id });
      expect(stored.first_name).toBe('Anna');
      const address = await app
        .get(DataSource)
        .query('SELECT 1 FROM patient_shipping_addresses WHERE patient_id = $1', [patient.id]);
      expect(address).toHaveLength(0);
    });

    it.each([
      ['salutation', 'sir'],
      ['biological_sex', 'Other'],
    ])('refuses an unknown %s', async (field, value) => {
      const { client } = await signedIn(app);
      const result = await client.graphql(CREATE_PATIENT, {
        input: { ...patientInput({ [field]: value }), acceptedConsents: { connect: [] } },
      });
      expect(result.status).toBe(400);
    });

    it('requires every required consent', async () => {
      const { client } = await signedIn(app);
      const result = await client.graphql(CREATE_PATIENT, {
        input: { ...patientInput(), acceptedConsents: { connect: [] } },
      });
      expect(validationOf(result)).toEqual({ 'input.acceptedConsents.connect': ['Dies ist erforderlich'] });
    });

    it('refuses the same patient twice in one practice, but not in another', async () => {
      const { client } = await signedIn(app);
      const first = patientInput();
      await createPatient(client, first);
      const again = await client.graphql(CREATE_PATIENT, {
        input: {
          ...first,
          first_name: 'ANNA',
          email: 'other@example.com',
          acceptedConsents: { connect: await requiredPatientConsents(client) },
        },
      });
      expect(again.errors?.[0]?.message).toBe('Validation failed for the field [createPatient].');
      expect(validationOf(again)).toEqual({ input: ['Dieser Patient existiert bereits im System.'] });
      const other = await signedIn(app);
      await expect(createPatient(other.client, first)).resolves.toMatchObject({ first_name: 'Anna' });
    });

    it('refuses answers that do not fit the questionnaire', async () => {
      const { client } = await signedIn(app);
      const { p1, p2 } = await client.query<{
        p1: { data: { id: string; key_question: string }[] };
        p2: { data: { id: string; key_question: string }[] };
      }>(
        '{ p1: lifestyleQuestions(biologicalSex: Female, page: 1) { data { id key_question } } p2: lifestyleQuestions(biologicalSex: Female, page: 2) { data { id key_question } } }',
      );
      const id = (key: string) => [...p1.data, ...p2.data].find((q) => q.key_question === key)!.id;
      const result = await client.graphql(CREATE_PATIENT, {
        input: {
          ...patientInput({ biological_sex: 'Male' }),
          acceptedConsents: { connect: await requiredPatientConsents(client) },
          answers: {
            upsert: [
              { question_id: id('DIET_TYPE'), values: ['CARNIVORE'] },
              { question_id: id('SLEEP_HOURS'), values: ['5_6', '7_8'] },
              { question_id: id('SKIN_TYPE'), values: ['DRY'] },
              { question_id: id('PREGNANCY'), values: ['NO'] },
              { question_id: '99999999', values: ['X'] },
            ],
          },
        },
      });
      expect(validationOf(result)).toEqual({
        'input.answers.upsert.0.values': ['Ungültige Antwort.'],
        'input.answers.upsert.1.values': ['Bitte wählen Sie genau eine Antwort.'],
        'input.answers.upsert.2.question_id': [
          'Diese Frage gilt nicht für diese Patientin bzw. diesen Patienten.',
        ],
        'input.answers.upsert.3.question_id': [
          'Diese Frage gilt nicht für diese Patientin bzw. diesen Patienten.',
        ],
        'input.answers.upsert.4.question_id': ['Unbekannte Frage.'],
      });
    });

    it('is refused to anonymous callers', async () => {
      const result = await new TestClient(app).graphql(CREATE_PATIENT, {
        input: { ...patientInput(), acceptedConsents: { connect: [] } },
      });
      expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
    });
  });

  describe('reading and changing', () => {
    it("treats another doctor's patient as not found for every operation", async () => {
      const owner = await signedIn(app);
      const patient = await createPatient(owner.client);
      const intruder = await signedIn(app);
      const attempts = [
        intruder.client.graphql(PATIENT, { id: patient.id }),
        intruder.client.graphql(UPDATE, { id: patient.id, input: patientInput({ first_name: 'Hacked' }) }),
        intruder.client.graphql('mutation ($id: ID!) { removePatient(id: $id) { id } }', { id: patient.id }),
        intruder.client.graphql('mutation ($id: ID!) { deletePatient(id: $id) }', { id: patient.id }),
        intruder.client.graphql('query ($id: ID!) { patientLifestyleAnswers(id: $id) { id } }', {
          id: patient.id,
        }),
        intruder.client.graphql(
          'mutation ($input: UpdatePatientAnswersInput!) { updatePatientAnswers(input: $input) { id } }',
          {
            input: { patient_id: patient.id, answers: [] },
          },
        ),
      ];
      for (const result of await Promise.all(attempts)) {
        expect(result.errors?.[0]).toMatchObject({
          message: 'Patient not found.',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const { patients } = await intruder.client.query<{ patients: { paginatorInfo: { total: number } } }>(
        LIST,
        { first: 10 },
      );
      expect(patients.paginatorInfo.total).toBe(0);
      const stored = await app.get(DataSource).getRepository(Patient).findOneByOrFail({ id: patient.id });
      expect(stored.first_name).toBe('Anna');
    });

    it('reads one patient and audits the read', async () => {
      const { client, user } = await signedIn(app);
      const patient = await createPatient(client);
      const { patient: read } = await client.query<{ patient: { id: string; guid: string } }>(PATIENT, {
        id: patient.id,
      });
      expect(read.guid).toBe(patient.guid);
      const reads = await app
        .get(DataSource)
        .getRepository(AuditLog)
        .findBy({ event: 'patient.viewed', subject_id: patient.id, user_id: user.id });
      expect(reads).toHaveLength(1);
      // A malformed id is refused by the shared argument guard before any read.
      expect((await client.graphql(PATIENT, { id: 'abc' })).errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        validation: { id: ['Unbekannter Eintrag.'] },
      });
    });

    it('updates personal data and the shipping address', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      const { countries } = await client.query<{ countries: { data: { id: string }[] } }>(
        '{ countries(first: 2, is_shippable: true) { data { id } } }',
      );
      const { updatePatient } = await client.query<{ updatePatient: Record<string, unknown> }>(UPDATE, {
        id: patient.id,
        input: patientInput({
          first_name: 'Anna-Lena',
          weight: 59.25,
          date_of_birth: '12-04-1986',
          shippingAddress: {
            address: 'Neu 3',
            zip_code: '80331',
            city: 'München',
            country_id: countries.data[1].id,
          },
        }),
      });
      expect(updatePatient).toMatchObject({
        first_name: 'Anna-Lena',
        weight: 59.25,
        date_of_birth: '1986-04-12',
        shippingAddress: { city: 'München', country: { country_code: 'DE' } },
      });
      const cleared = await client.query<{ updatePatient: { shippingAddress: unknown } }>(UPDATE, {
        id: patient.id,
        input: patientInput({ shippingAddress: null }),
      });
      expect(cleared.updatePatient.shippingAddress).toBeNull();
      const invalid = await client.graphql(UPDATE, { id: patient.id, input: patientInput({ height: 999 }) });
      expect(validationOf(invalid)?.['input.height']).toEqual([
        'Die Größe muss zwischen 1 und 300 cm liegen.',
      ]);
    });

    it('keeps an answer history and answers with the newest per question', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client, { biological_sex: 'Male', salutation: 'male' });
      await calculated(app, patient.id);
      const { lifestyleQuestions } = await client.query<{
        lifestyleQuestions: { data: { id: string; key_question: string }[] };
      }>('{ lifestyleQuestions(biologicalSex: Male, page: 1) { data { id key_question } } }');
      const diet = lifestyleQuestions.data.find((q) => q.key_question === 'DIET_TYPE')!.id;
      const UPDATE_ANSWERS =
        'mutation ($input: UpdatePatientAnswersInput!) { updatePatientAnswers(input: $input) { latestAnswers { question_id values } } }';
      await client.query(UPDATE_ANSWERS, {
        input: { patient_id: patient.id, answers: [{ question_id: diet, values: ['VEGAN'] }] },
      });
      await calculated(app, patient.id);
      const second = await client.query<{
        updatePatientAnswers: { latestAnswers: { question_id: string; values: string[] }[] };
      }>(UPDATE_ANSWERS, {
        input: { patient_id: patient.id, answers: [{ question_id: diet, values: ['OMNIVORE'] }] },
      });
      expect(second.updatePatientAnswers.latestAnswers).toEqual([
        { question_id: diet, values: ['OMNIVORE'] },
      ]);
      const { patientLifestyleAnswers } = await client.query<{
        patientLifestyleAnswers: { values: string[]; patient_id: string }[];
      }>('query ($id: ID!) { patientLifestyleAnswers(id: $id) { id question_id values patient_id } }', {
        id: patient.id,
      });
      expect(patientLifestyleAnswers).toEqual([
        expect.objectContaining({ values: ['OMNIVORE'], patient_id: patient.id }),
      ]);
      const history = await app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM patient_lifestyle_answers WHERE patient_id = $1', [
          patient.id,
        ]);
      expect(history[0].n).toBe(2);
    });

    it('treats saved answers as the whole questionnaire: left-out and emptied answers are cleared', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      await calculated(app, patient.id);
      const { lifestyleQuestions } = await client.query<{
        lifestyleQuestions: { data: { id: string; key_question: string }[] };
      }>('{ lifestyleQuestions(biologicalSex: Female, page: 1) { data { id key_question } } }');
      const id = (key: string) => lifestyleQuestions.data.find((q) => q.key_question === key)!.id;
      const UPDATE_ANSWERS =
        'mutation ($input: UpdatePatientAnswersInput!) { updatePatientAnswers(input: $input) { isLifestyleQuestionnaireAvailable latestAnswers { question_id values } } }';
      type Saved = {
        updatePatientAnswers: {
          isLifestyleQuestionnaireAvailable: boolean;
          latestAnswers: { question_id: string; values: string[] }[];
        };
      };
      const byQuestion = (answers: { question_id: string; values: string[] }[]) =>
        Object.fromEntries(answers.map((a) => [a.question_id, a.values]));
      const first = await client.query<Saved>(UPDATE_ANSWERS, {
        input: {
          patient_id: patient.id,
          answers: [
            { question_id: id('GOALS'), values: ['MORE_ENERGY', 'IMPROVE_SKIN'] },
            { question_id: id('SKIN_TYPE'), values: ['DRY'] },
            { question_id: id('DIET_TYPE'), values: ['VEGAN'] },
          ],
        },
      });
      expect(byQuestion(first.updatePatientAnswers.latestAnswers)).toEqual({
        [id('GOALS')]: ['MORE_ENERGY', 'IMPROVE_SKIN'],
        [id('SKIN_TYPE')]: ['DRY'],
        [id('DIET_TYPE')]: ['VEGAN'],
      });
      await calculated(app, patient.id);
      // IMPROVE_SKIN deselected: the web leaves out the now hidden skin question; diet unticked.
      const second = await client.query<Saved>(UPDATE_ANSWERS, {
        input: {
          patient_id: patient.id,
          answers: [
            { question_id: id('GOALS'), values: ['MORE_ENERGY'] },
            { question_id: id('DIET_TYPE'), values: [] },
          ],
        },
      });
      expect(second.updatePatientAnswers.latestAnswers).toEqual([
        { question_id: id('GOALS'), values: ['MORE_ENERGY'] },
      ]);
      const { patientLifestyleAnswers } = await client.query<{
        patientLifestyleAnswers: { question_id: string; values: string[] }[];
      }>('query ($id: ID!) { patientLifestyleAnswers(id: $id) { question_id values } }', { id: patient.id });
      expect(patientLifestyleAnswers).toEqual([{ question_id: id('GOALS'), values: ['MORE_ENERGY'] }]);
      const rows = async () =>
        (
          await app
            .get(DataSource)
            .query(
              'SELECT question_id::text, values FROM patient_lifestyle_answers WHERE patient_id = $1 ORDER BY id',
              [patient.id],
            )
        ).map((r: { question_id: string; values: string[] }) => [r.question_id, r.values]);
      // History stays: the old rows plus one empty row per cleared question.
      expect(await rows()).toEqual(
        expect.arrayContaining([
          [id('SKIN_TYPE'), ['DRY']],
          [id('DIET_TYPE'), ['VEGAN']],
          [id('SKIN_TYPE'), []],
          [id('DIET_TYPE'), []],
        ]),
      );
      expect(await rows()).toHaveLength(6);
      await calculated(app, patient.id);
      const third = await client.query<Saved>(UPDATE_ANSWERS, {
        input: { patient_id: patient.id, answers: [] },
      });
      // Availability follows the questionnaire link (none sent here), not the answers.
      expect(third.updatePatientAnswers).toEqual({
        isLifestyleQuestionnaireAvailable: false,
        latestAnswers: [],
      });
      expect(await rows()).toHaveLength(7);
    });

    it('removes a patient from the practice but keeps the record', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      await client.query('mutation ($id: ID!) { removePatient(id: $id) { id } }', { id: patient.id });
      expect((await client.graphql(PATIENT, { id: patient.id })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
      const stored = await app.get(DataSource).getRepository(Patient).findOneByOrFail({ id: patient.id });
      expect(stored.medical_center_id).toBeNull();
      expect(stored.removed_from_medical_center_id).not.toBeNull();
      expect(stored.removed_at).toBeInstanceOf(Date);
    });

    it('deletes a patient without linked records for good', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      expect(
        await client.query('mutation ($id: ID!) { deletePatient(id: $id) }', { id: patient.id }),
      ).toEqual({ deletePatient: true });
      expect(await app.get(DataSource).getRepository(Patient).findOneBy({ id: patient.id })).toBeNull();
      const answers = await app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM patient_lifestyle_answers WHERE patient_id = $1', [
          patient.id,
        ]);
      expect(answers[0].n).toBe(0);
    });

    it("blocks the doctor's account deletion while patients exist", async () => {
      const { client, password } = await signedIn(app);
      await createPatient(client);
      await post(client, '/user/confirm-password', { password });
      const result = await client.graphql('mutation { deleteMe }');
      expect(result.errors?.[0]).toMatchObject({
        message: 'ACCOUNT_HAS_LINKED_DATA',
        extensions: { blocking: { patients: 1 } },
      });
    });
  });

  describe('the list', () => {
    it('pages, searches and sorts on the server, newest first by default', async () => {
      const { client, user } = await signedIn(app);
      await insertPatients(app, user.medical_center_id!, 23, 'Liste');
      const first = await client.query<{
        patients: { data: { last_name: string; email: string }[]; paginatorInfo: Record<string, unknown> };
      }>(LIST, { first: 10 });
      expect(first.patients.paginatorInfo).toMatchObject({
        count: 10,
        currentPage: 1,
        hasMorePages: true,
        lastPage: 3,
        total: 23,
      });
      expect(first.patients.data[0].last_name).toBe('Muster0001');
      const third = await client.query<{ patients: { data: unknown[] } }>(LIST, { first: 10, page: 3 });
      expect(third.patients.data).toHaveLength(3);

      const search = await client.query<{ patients: { data: { last_name: string }[] } }>(LIST, {
        first: 50,
        search: 'MUSTER001',
      });
      expect(search.patients.data.map((p) => p.last_name).sort()).toEqual([
        'Muster0010',
        'Muster0011',
        'Muster0012',
        'Muster0013',
        'Muster0014',
        'Muster0015',
        'Muster0016',
        'Muster0017',
        'Muster0018',
        'Muster0019',
      ]);
      const byMail = await client.query<{ patients: { data: { email: string }[] } }>(LIST, {
        first: 50,
        search: '7@example',
      });
      expect(byMail.patients.data.every((p) => p.email.includes('7@example'))).toBe(true);
      const nothing = await client.query<{ patients: { paginatorInfo: { total: number } } }>(LIST, {
        first: 10,
        search: '%',
      });
      expect(nothing.patients.paginatorInfo.total).toBe(0);

      const byName = await client.query<{ patients: { data: { last_name: string }[] } }>(LIST, {
        first: 3,
        orderBy: [{ column: 'LAST_NAME', order: 'DESC' }],
      });
      expect(byName.patients.data.map((p) => p.last_name)).toEqual([
        'Muster0023',
        'Muster0022',
        'Muster0021',
      ]);
      const bad = await client.graphql(LIST, { first: 3, orderBy: [{ column: 'PASSWORD', order: 'ASC' }] });
      expect(bad.status).toBe(400);
      const tooMany = await client.graphql(LIST, { first: 1001 });
      expect(validationOf(tooMany)).toEqual({
        first: ['The page size (first) may not be greater than 1000.'],
      });
    });

    it('counts a long list only up to a bound and says so, exactly again on a deep page past it', async () => {
      const { client, user } = await signedIn(app);
      await insertPatients(app, user.medical_center_id!, EXACT_TOTAL_UP_TO + 5, 'Lang');
      const INFO = `query ($first: Int!, $page: Int, $search: String) {
        patients(first: $first, page: $page, search: $search) {
          data { id } paginatorInfo { count hasMorePages lastPage total totalIsLowerBound }
        }
      }`;
      type Info = { patients: { paginatorInfo: Record<string, unknown> } };
      const info = async (variables: Record<string, unknown>) =>
        (await client.query<Info>(INFO, { first: 50, ...variables })).patients.paginatorInfo;

      expect(await info({ page: 1 })).toEqual({
        count: 50,
        hasMorePages: true,
        lastPage: EXACT_TOTAL_UP_TO / 50,
        total: EXACT_TOTAL_UP_TO,
        totalIsLowerBound: true,
      });
      // Page 201 reads past the bound anyway, so it counts that far: the last 5 and the exact total.
      expect(await info({ page: EXACT_TOTAL_UP_TO / 50 + 1 })).toEqual({
        count: 5,
        hasMorePages: false,
        lastPage: EXACT_TOTAL_UP_TO / 50 + 1,
        total: EXACT_TOTAL_UP_TO + 5,
        totalIsLowerBound: false,
      });
      // Past the end: no rows to carry the count, so a second statement counts.
      expect(await info({ page: EXACT_TOTAL_UP_TO / 50 + 3 })).toMatchObject({
        count: 0,
        total: EXACT_TOTAL_UP_TO + 5,
        totalIsLowerBound: false,
      });
      // A search under the bound is exact.
      expect(await info({ search: 'Muster001' })).toMatchObject({ total: 10, totalIsLowerBound: false });
    });

    it("answers the doctor's list as the spec's client asks for it in 2 statements", async () => {
      const { client, user } = await signedIn(app);
      await insertPatients(app, user.medical_center_id!, 60, 'Spec');
      await insertOrdersForPractice(app, user.medical_center_id!);
      const SPEC_LIST = `query ($first: Int!) {
        patients(first: $first, page: 1) {
          data {
            id guid first_name last_name email phone_number country_code created_at
            latestPlacedOrder { id status bloodNoiOrder { status } dnaNoiOrder { status } supplementsNoiOrder { status } }
          }
          paginatorInfo { hasMorePages lastPage total }
        }
      }`;
      for (const first of [10, 50]) {
        const { count, statements } = await countStatements(app, () => client.query(SPEC_LIST, { first }));
        // The viewer (loaded with the session), and the page with its total and each row's latest order with its
        // parts (PatientListColumns).
        expect({ first, count }).toEqual({ first, count: 2 });
        expect(statements.some((sql) => /paginator_total/.test(sql) && /"latest_part"/.test(sql))).toBe(true);
      }
    });

    it('reads only the columns a page shows, and whole rows for a field it cannot tell', async () => {
      const { client, user } = await signedIn(app);
      await insertPatients(app, user.medical_center_id!, 3, 'Cols');
      await insertOrdersForPractice(app, user.medical_center_id!);
      const selectsColumn = (sql: string, table: string, column: string) =>
        new RegExp(`"${table}"\\."${column}"`).test(sql);
      const pageOf = (statements: string[]) => statements.find((sql) => /paginator_total/.test(sql))!;
      // Each row's latest order comes in the page's statement, as a subquery (PatientListColumns).
      const ordersOf = (statements: string[]) => {
        const page = pageOf(statements);
        return page.slice(page.indexOf('"latest_order"'));
      };

      // The web's list (its fragments): the page reads its columns only, the orders no part at all.
      const WEB_LIST = `query { patients(first: 10) { paginatorInfo { total } ...Table } }
        fragment Table on PatientPaginator { data { id ...Row } }
        fragment Row on Patient { id title first_name last_name email country_code phone_number
          ... on Patient { latestPlacedOrder { status id } } }`;
      const web = await countStatements(app, () => client.query(WEB_LIST));
      expect(selectsColumn(pageOf(web.statements), 'patient', 'phone_number')).toBe(true);
      expect(selectsColumn(pageOf(web.statements), 'patient', 'date_of_birth')).toBe(false);
      expect(web.count).toBe(2);
      expect(selectsColumn(ordersOf(web.statements), 'latest_order', 'status')).toBe(true);
      expect(selectsColumn(ordersOf(web.statements), 'latest_order', 'order_email')).toBe(false);
      expect(ordersOf(web.statements)).not.toMatch(/noi_orders/);

      // Getters get the columns they read; the parts are joined with the columns shown.
      const DERIVED = `query { patients(first: 10) { data { last_name latestPlacedOrder {
        total_price isCancelable shipment_number bloodNoiOrder { status } dnaNoiOrder { type } } } } }`;
      const derived = await countStatements(app, () =>
        client.query<{ patients: { data: { last_name: string; latestPlacedOrder: unknown }[] } }>(DERIVED),
      );
      expect(selectsColumn(ordersOf(derived.statements), 'latest_part', 'status')).toBe(true);
      expect(selectsColumn(ordersOf(derived.statements), 'latest_part', 'sent_data')).toBe(false);
      const rows = await client.query<{
        patients: { data: { last_name: string; latestPlacedOrder: unknown }[] };
      }>(DERIVED);
      expect(rows.patients.data).toHaveLength(3);
      for (const row of rows.patients.data)
        expect(row.latestPlacedOrder).toEqual({
          total_price: 349.9,
          isCancelable: true,
          shipment_number: null,
          bloodNoiOrder: { status: 'SampleRegistered' },
          dnaNoiOrder: { type: 'dna' },
        });

      // Two aliases that show different part columns get a batch each.
      const ALIASES = `query { patients(first: 10) { data {
        a: latestPlacedOrder { bloodNoiOrder { status } } b: latestPlacedOrder { bloodNoiOrder { updated_at } } } } }`;
      const aliased = await client.graphql<{
        patients: {
          data: { a: { bloodNoiOrder: { status: string } }; b: { bloodNoiOrder: { updated_at: string } } }[];
        };
      }>(ALIASES);
      expect(aliased.errors).toBeUndefined();
      for (const row of aliased.data!.patients.data) {
        expect(row.a.bloodNoiOrder.status).toBe('SampleRegistered');
        expect(Number.isNaN(Date.parse(row.b.bloodNoiOrder.updated_at))).toBe(false);
      }

      // A field nobody described (medicalCenter, status_description) loads whole rows, as before.
      const UNKNOWN = `query { patients(first: 10) { data { id medicalCenter { id }
        latestPlacedOrder { id bloodNoiOrder { status_description } } } } }`;
      const unknown = await countStatements(app, () => client.query(UNKNOWN));
      expect(selectsColumn(pageOf(unknown.statements), 'patient', 'date_of_birth')).toBe(true);
      expect(selectsColumn(ordersOf(unknown.statements), 'latest_order', 'order_email')).toBe(true);
      expect(selectsColumn(ordersOf(unknown.statements), 'latest_part', 'sent_data')).toBe(true);
    });

    it('sorts empty values first ascending and last descending', async () => {
      const { client } = await signedIn(app);
      const orderOf = async (orderBy: { column: string; order: string }) => {
        const { statements } = await countStatements(app, () =>
          client.query(LIST, { first: 5, orderBy: [orderBy] }),
        );
        return /ORDER BY (.*) LIMIT/.exec(statements.find((sql) => /paginator_total/.test(sql))!)![1];
      };
      expect(await orderOf({ column: 'PHONE_NUMBER', order: 'ASC' })).toMatch(
        /phone_number"? ASC NULLS FIRST/,
      );
      expect(await orderOf({ column: 'PHONE_NUMBER', order: 'DESC' })).toMatch(
        /phone_number"? DESC NULLS LAST/,
      );
    });

    it("gives each row's latest order from the page's statement exactly as the order reads by itself", async () => {
      const { client, user } = await signedIn(app);
      await insertPatients(app, user.medical_center_id!, 2, 'Json');
      await insertOrdersForPractice(app, user.medical_center_id!);
      // Values in columns of every type an order and its parts have (bigint, integer, smallint, enum, char,
      // varchar, uuid, boolean, timestamptz, jsonb), beside the helper's defaults and nulls.
      await app.get(DataSource).query(
        `UPDATE orders SET original_price_cents = 39990, discount_amount_cents = 5000, tax_amount_cents = 2289,
           order_email = 'json@example.com', confirmation_fingerprint = repeat('ab', 32), cycle_no = 2,
           is_autogenerated = true, shipment_carrier = 'DHL', shipment_number = '00340434161094042557',
           shipped_at = '2026-11-30T08:15:30.123456Z', placed_by_user_id = $2
         WHERE medical_center_id = $1`,
        [user.medical_center_id, user.id],
      );
      await app.get(DataSource).query(
        `UPDATE noi_orders SET sent_data = '{"orderedProducts": [{"code": "K42", "tubes": [1, 2]}]}', sent_at = now(), external_order_no = 'B-2026-00001-blood'
         WHERE order_id IN (SELECT id FROM orders WHERE medical_center_id = $1)`,
        [user.medical_center_id],
      );
      const schema = app.get(GraphQLSchemaHost).schema;
      const leaves = (typeName: string) =>
        Object.values((schema.getType(typeName) as GraphQLObjectType).getFields())
          .filter((field) => field.args.length === 0 && isLeafType(getNamedType(field.type)))
          .map((field) => field.name)
          .join(' ');
      const parts = ['bloodNoiOrder', 'dnaNoiOrder', 'supplementsNoiOrder'];
      const FIELDS = `${leaves('Order')} ${parts.map((part) => `${part} { ${leaves('NoiOrder')} }`).join(' ')}`;
      type Row = { latestPlacedOrder: Record<string, unknown> & { id: string } };
      let rows: Row[] = [];
      const list = await countStatements(app, async () => {
        const page = await client.query<{ patients: { data: Row[] } }>(
          `query { patients(first: 10) { data { latestPlacedOrder { ${FIELDS} } } } }`,
        );
        rows = page.patients.data;
      });
      // The orders come with the page (the leaves that read other tables, items and documents, read them after).
      expect(list.statements.filter((sql) => /"latest_order"/.test(sql))).toHaveLength(1);
      expect(list.statements.some((sql) => /DISTINCT ON/.test(sql))).toBe(false);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const { order } = await client.query<{ order: Record<string, unknown> }>(
          `query ($id: ID!) { order(id: $id) { ${FIELDS} } }`,
          { id: row.latestPlacedOrder.id },
        );
        expect(order.confirmation_fingerprint ?? order.shipment_number).toBeTruthy();
        expect(row.latestPlacedOrder).toEqual(order);
      }
    });

    it('costs the same number of statements for 10 and 50 rows, orders and their parts included', async () => {
      const { client, user } = await signedIn(app);
      await insertPatients(app, user.medical_center_id!, 60, 'Cost');
      await insertOrdersForPractice(app, user.medical_center_id!);
      const WITH_ORDERS = LIST.replace(
        'medicalCenter { id } }',
        `medicalCenter { id }
         latestPlacedOrder { status bloodNoiOrder { status } dnaNoiOrder { status } supplementsNoiOrder { status } }
         orders { id order_number status total_price created_at } }`,
      );
      await client.query(LIST, { first: 1 }); // warm up the session
      const ten = await countStatements(app, () => client.query(WITH_ORDERS, { first: 10 }));
      const fifty = await countStatements(app, () => client.query(WITH_ORDERS, { first: 50 }));
      expect(fifty.count).toBe(ten.count);
      // Viewer, the page, latestAnswers, medicalCenter, latestPlacedOrder with parts, orders with parts,
      // the newest subscription (lifeCyclePhase).
      expect(ten.count).toBeLessThanOrEqual(7);
      const page = await client.query<{
        patients: {
          data: {
            latestPlacedOrder: {
              status: string;
              bloodNoiOrder: { status: string };
              dnaNoiOrder: { status: string };
              supplementsNoiOrder: { status: string };
            };
            orders: unknown[];
          }[];
        };
      }>(WITH_ORDERS, { first: 50 });
      expect(page.patients.data).toHaveLength(50);
      for (const row of page.patients.data) {
        expect(row.latestPlacedOrder).toEqual({
          status: 'SampleRegistered',
          bloodNoiOrder: { status: 'SampleRegistered' },
          dnaNoiOrder: { status: 'SampleNotRegistered' },
          supplementsNoiOrder: { status: 'WaitingForResults' },
        });
        expect(row.orders).toHaveLength(1);
      }
    });

    it('shows an admin every practice and filters by doctor', async () => {
      const one = await signedIn(app);
      const two = await signedIn(app);
      await createPatient(one.client);
      await createPatient(two.client);
      const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
      const all = await admin.client.query<{ patients: { paginatorInfo: { total: number } } }>(LIST, {
        first: 1,
      });
      expect(all.patients.paginatorInfo.total).toBeGreaterThanOrEqual(2);
      const filtered = await admin.client.query<{ patients: { data: { medicalCenter: { id: string } }[] } }>(
        'query ($d: ID) { patients(first: 50, byDoctorId: $d) { data { medicalCenter { id } } } }',
        { d: one.doctor!.id },
      );
      expect(filtered.patients.data).toHaveLength(1);
      expect(filtered.patients.data[0].medicalCenter.id).toBe(one.user.medical_center_id);
      const malformed = await admin.client.graphql(
        'query ($d: ID) { patients(first: 50, byDoctorId: $d) { data { id } } }',
        { d: 'abc' },
      );
      expect(malformed.errors?.[0]).toMatchObject({
        message: 'Validation failed for the field [patients].',
        extensions: { validation: { byDoctorId: ['Unbekannter Eintrag.'] } },
      });
    });

    it('answers the life-cycle filter as the subscriptions placeholder does: everyone is a non-subscriber', async () => {
      const { client, user } = await signedIn(app);
      await insertPatients(app, user.medical_center_id!, 3, 'Phase');
      const PHASE_LIST = `query ($phase: LifeCyclePhase) {
        patients(first: 10, inLifeCyclePhase: $phase) { data { lifeCyclePhase lifeCyclePhaseDate } paginatorInfo { total } }
      }`;
      type Phased = {
        patients: {
          data: { lifeCyclePhase: string; lifeCyclePhaseDate: string | null }[];
          paginatorInfo: { total: number };
        };
      };
      const non = await client.query<Phased>(PHASE_LIST, { phase: 'NonSubscriber' });
      expect(non.patients.paginatorInfo.total).toBe(3);
      expect(non.patients.data).toEqual(
        Array(3).fill({ lifeCyclePhase: 'NonSubscriber', lifeCyclePhaseDate: null }),
      );
      for (const phase of ['ActiveSubscriber', 'PausedSubscriber', 'CanceledSubscriber']) {
        const result = await client.query<Phased>(PHASE_LIST, { phase });
        expect({ phase, total: result.patients.paginatorInfo.total }).toEqual({ phase, total: 0 });
      }
    });
  });

  describe('processing flag', () => {
    it('is true while a formula calculation for the patient is queued, and locks the answers meanwhile', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      await calculated(app, patient.id);
      const queue = app.get(QueueRegistry).queue(FORMULAS_QUEUE);
      // The worker takes nothing while the queue is paused: the calculation stays queued.
      await queue.pause();
      try {
        expect(await app.get(FormulaTrigger).patientChanged(patient.id)).toBe('queued');
        const { patient: busy } = await client.query<{ patient: { isBeingProcessed: boolean } }>(PATIENT, {
          id: patient.id,
        });
        expect(busy.isBeingProcessed).toBe(true);
        const locked = await client.graphql(
          'mutation ($input: UpdatePatientAnswersInput!) { updatePatientAnswers(input: $input) { id } }',
          { input: { patient_id: patient.id, answers: [] } },
        );
        expect(locked.errors?.[0]).toMatchObject({
          message: 'PATIENT_IS_BEING_PROCESSED',
          extensions: { code: 'CONFLICT' },
        });
      } finally {
        await queue.resume();
      }
      await calculated(app, patient.id);
      const { patient: idle } = await client.query<{ patient: { isBeingProcessed: boolean } }>(PATIENT, {
        id: patient.id,
      });
      expect(idle.isBeingProcessed).toBe(false);
    });
  });
});

describe('lifestyle questions', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => closeApp(app));

  it('serves 25 questions per page in German and English, female-only questions only for women', async () => {
    const { client } = await signedIn(app);
    const QUESTIONS = `query ($sex: BiologicalSex, $page: Int) { lifestyleQuestions(biologicalSex: $sex, page: $page) {
      data { id key_question type de en answers { value de en } only_for_sex show_if { key_question value } }
      paginatorInfo { lastPage total perPage } } }`;
    type Page = {
      lifestyleQuestions: {
        data: {
          key_question: string;
          de: string;
          en: string;
          answers: unknown[];
          only_for_sex: string | null;
        }[];
        paginatorInfo: { lastPage: number; total: number; perPage: number };
      };
    };
    const female = await client.query<Page>(QUESTIONS, { sex: 'Female', page: 1 });
    const male = await client.query<Page>(QUESTIONS, { sex: 'Male', page: 1 });
    expect(female.lifestyleQuestions.paginatorInfo).toMatchObject({ perPage: 25, lastPage: 2 });
    expect(female.lifestyleQuestions.paginatorInfo.total).toBeGreaterThan(
      male.lifestyleQuestions.paginatorInfo.total,
    );
    expect(male.lifestyleQuestions.paginatorInfo.total).toBeGreaterThanOrEqual(30);
    const page2 = await client.query<Page>(QUESTIONS, { sex: 'Female', page: 2 });
    const keys = [...female.lifestyleQuestions.data, ...page2.lifestyleQuestions.data].map(
      (q) => q.key_question,
    );
    expect(keys).toContain('PREGNANCY');
    expect(keys).toContain('SKIN_TYPE');
    expect(female.lifestyleQuestions.data[0].key_question).toBe('GOALS');
    const all = [...female.lifestyleQuestions.data, ...page2.lifestyleQuestions.data];
    expect(all.every((q) => q.de && q.en && q.answers.length >= 2)).toBe(true);
    const maleKeys = (
      await client.query<Page>(QUESTIONS, { sex: 'Male', page: 2 })
    ).lifestyleQuestions.data.map((q) => q.key_question);
    expect([...male.lifestyleQuestions.data.map((q) => q.key_question), ...maleKeys]).not.toContain(
      'PREGNANCY',
    );
  });
});
