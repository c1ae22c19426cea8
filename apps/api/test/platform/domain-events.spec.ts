// Domain events (src/events): stored with the transaction that causes them, in-transaction listeners in
// that transaction, after-commit listeners once after the commit, and what a dead process or a failing
// listener left open delivered by the worker's sweep through the real queue, exactly once per listener.
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type INestApplicationContext,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { defer, lastValueFrom } from 'rxjs';
import type { DataSource, EntityManager } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { AppConfig } from '../../src/config/app-config.js';
import { DomainEventsProcessor } from '../../src/events/domain-events.processor.js';
import { EventsSettledInterceptor } from '../../src/events/events-settled.interceptor.js';
import { defineEvent, DeliveryScope, DomainEvents, OnDomainEvent } from '../../src/events/index.js';
import { LabPartResultsReady, LabResultsArrived } from '../../src/modules/lab/index.js';
import { OrderPaid } from '../../src/modules/orders/index.js';
import { PatientDataChanged } from '../../src/modules/patients/index.js';
import { LifestyleAnswered, QuestionnaireBodyUpdated } from '../../src/modules/questionnaire-links/index.js';
import { BloodValuesChanged } from '../../src/modules/results/index.js';
import { SampleRegistered } from '../../src/modules/samples/index.js';
import { WorkerModule } from '../../src/worker.module.js';
import { ownQueues } from '../helpers/formulas.js';

const Rang = defineEvent<{ bell: string }>('test.bell-rang');

@Injectable()
class BellListeners {
  inTransaction: { bell: string; manager: EntityManager }[] = [];
  afterCommit: string[] = [];
  failuresLeft = 0;
  queryInListener = false;
  /** Holds the delivery of a bell named `slow…` until it resolves. */
  slowGate: Promise<void> | null = null;
  slowStarted = false;
  dataSource: DataSource | undefined;

  @OnDomainEvent(Rang, 'test.count-in-transaction', 'in-transaction')
  async count(payload: { bell: string }, manager: EntityManager): Promise<void> {
    this.inTransaction.push({ bell: payload.bell, manager });
  }

  @OnDomainEvent(Rang, 'test.answer-after-commit', 'after-commit')
  async answer(payload: { bell: string }): Promise<void> {
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error('the door is stuck');
    }
    if (this.queryInListener) await this.dataSource!.query('SELECT pg_sleep(0.01)');
    if (payload.bell.startsWith('slow') && this.slowGate) {
      this.slowStarted = true;
      await this.slowGate;
    }
    this.afterCommit.push(payload.bell);
  }
}

const env = { ...process.env, NODE_ENV: 'test', ...ownQueues() };

async function startWorkerWith(listeners: BellListeners): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule], providers: [BellListeners] })
    .overrideProvider(AppConfig)
    .useValue(AppConfig.fromEnvironment(env))
    .overrideProvider(BellListeners)
    .useValue(listeners)
    .compile();
  await moduleRef.init();
  return moduleRef;
}

/** The work's answer, or a rejection once `ms` have passed without one. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(check: () => Promise<boolean> | boolean, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('domain events', () => {
  const listeners = new BellListeners();
  let worker: INestApplicationContext;
  let events: DomainEvents;
  let dataSource: DataSource;

  beforeAll(async () => {
    worker = await startWorkerWith(listeners);
    events = worker.get(DomainEvents);
    dataSource = worker.get(getDataSourceToken());
  });
  afterAll(async () => {
    await worker?.close();
  });
  beforeEach(() => {
    listeners.inTransaction = [];
    listeners.afterCommit = [];
    listeners.failuresLeft = 0;
    listeners.queryInListener = false;
    listeners.slowGate = null;
    listeners.slowStarted = false;
    listeners.dataSource = dataSource;
  });

  const row = async (id: string) =>
    (
      await dataSource.query(`SELECT delivered_at, last_failed_at FROM domain_events WHERE id = $1`, [id])
    )[0] as { delivered_at: Date | null; last_failed_at: Date | null } | undefined;
  const deliveries = async (id: string) =>
    (await dataSource.query(`SELECT listener FROM domain_event_deliveries WHERE event_id = $1`, [id])).map(
      (r: { listener: string }) => r.listener,
    );

  it('refuses an event outside a transaction', async () => {
    await expect(events.publish(dataSource.manager, Rang, { bell: 'loose' })).rejects.toThrow(
      'must be published inside the transaction',
    );
  });

  it("runs in-transaction listeners in the cause's transaction and after-commit listeners once after it", async () => {
    let publisher: EntityManager | undefined;
    const id = await dataSource.transaction(async (manager) => {
      publisher = manager;
      const eventId = await events.publish(manager, Rang, { bell: 'front' });
      expect(listeners.afterCommit).toEqual([]);
      return eventId;
    });
    await events.settled();
    expect(listeners.inTransaction).toHaveLength(1);
    expect(listeners.inTransaction[0].manager).toBe(publisher);
    expect(listeners.afterCommit).toEqual(['front']);
    expect(await row(id)).toEqual({ delivered_at: expect.any(Date), last_failed_at: null });
    expect(await deliveries(id)).toEqual(['test.answer-after-commit']);
    // Delivered again (the sweep racing the publisher): nothing runs twice.
    await events.deliver(id);
    expect(listeners.afterCommit).toEqual(['front']);
  });

  it('rolls the event back with its cause: no row, no after-commit listener', async () => {
    let eventId = '';
    await expect(
      dataSource.transaction(async (manager) => {
        eventId = await events.publish(manager, Rang, { bell: 'back' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await events.settled();
    expect(listeners.inTransaction).toHaveLength(1);
    expect(listeners.afterCommit).toEqual([]);
    expect(await row(eventId)).toBeUndefined();
  });

  it('waits for the outer commit when published inside a savepoint', async () => {
    const id = await dataSource.transaction(async (outer) => {
      const eventId = await outer.transaction((inner) => events.publish(inner, Rang, { bell: 'inner' }));
      expect(listeners.afterCommit).toEqual([]);
      return eventId;
    });
    await events.settled();
    expect(listeners.afterCommit).toEqual(['inner']);
    expect((await row(id))?.delivered_at).toBeInstanceOf(Date);
  });

  it('leaves a failed after-commit listener open, and the sweep delivers it through the queue', async () => {
    listeners.failuresLeft = 1;
    const id = await dataSource.transaction((manager) => events.publish(manager, Rang, { bell: 'stuck' }));
    await events.settled();
    expect(listeners.afterCommit).toEqual([]);
    expect(await row(id)).toEqual({ delivered_at: null, last_failed_at: expect.any(Date) });
    await dataSource.query(
      `UPDATE domain_events SET created_at = now() - interval '2 minutes' WHERE id = $1`,
      [id],
    );
    expect(await worker.get(DomainEventsProcessor).sweep()).toBeGreaterThanOrEqual(1);
    await until(async () => (await row(id))?.delivered_at instanceof Date);
    expect(listeners.afterCommit).toEqual(['stuck']);
  });

  it('delivers, once, an event whose process died right after the commit', async () => {
    // What a process leaves when it dies between COMMIT and the after-commit listeners: the stored event only.
    const [{ id }] = await dataSource.query(
      `INSERT INTO domain_events (name, payload, created_at) VALUES ($1, $2, now() - interval '5 minutes') RETURNING id`,
      [Rang.name, JSON.stringify({ bell: 'orphan' })],
    );
    const processor = worker.get(DomainEventsProcessor);
    await processor.sweep();
    await until(async () => (await row(id))?.delivered_at instanceof Date);
    await processor.sweep();
    await processor.deliver({ eventId: id });
    expect(listeners.afterCommit).toEqual(['orphan']);
    expect(listeners.inTransaction).toEqual([]);
    expect(await deliveries(id)).toEqual(['test.answer-after-commit']);
  });
  it('delivers a burst of commits larger than the connection pool without waiting for ever', async () => {
    // Each after-commit listener needs a connection of its own; the committing transactions hold theirs
    // until the commit hook returns, so the hook must not wait for the listeners.
    listeners.queryInListener = true;
    const burst = Array.from({ length: 30 }, (_, i) =>
      dataSource.transaction((manager) => events.publish(manager, Rang, { bell: `burst-${i}` })),
    );
    const ids = await Promise.all(burst);
    await events.settled();
    expect(listeners.afterCommit.filter((bell) => bell.startsWith('burst-'))).toHaveLength(30);
    const open = await dataSource.query(
      `SELECT count(*)::int AS n FROM domain_events WHERE id = ANY($1) AND delivered_at IS NULL`,
      [ids],
    );
    expect(open[0].n).toBe(0);
  }, 30000);

  describe('waiting for the deliveries of its own commits only', () => {
    let openGate: () => void = () => undefined;
    beforeEach(() => {
      listeners.slowGate = new Promise((resolve) => (openGate = resolve));
    });
    afterEach(() => openGate());

    const ring = (bell: string) =>
      dataSource.transaction((manager) => events.publish(manager, Rang, { bell }));

    it('settled() in a scope does not wait for the slow listener of another scope', async () => {
      let slowSettled = false;
      const slow = new DeliveryScope().run(async () => {
        await ring('slow-scope');
        await events.settled();
        slowSettled = true;
      });
      await until(() => listeners.slowStarted);
      await within(
        new DeliveryScope().run(async () => {
          await ring('quick-scope');
          await events.settled();
        }),
        3000,
      );
      expect(listeners.afterCommit).toEqual(['quick-scope']);
      expect(slowSettled).toBe(false);
      openGate();
      await slow;
      expect(listeners.afterCommit).toEqual(['quick-scope', 'slow-scope']);
    });

    it('a request answers once its own deliveries are done, not those of a request beside it', async () => {
      const interceptor = new EventsSettledInterceptor();
      const context = {} as ExecutionContext;
      // As Nest calls a handler: when the interceptor subscribes to what next.handle() answers.
      const handler = (bell: string): CallHandler => ({ handle: () => defer(() => ring(bell)) });
      let slowAnswered = false;
      const slow = lastValueFrom(interceptor.intercept(context, handler('slow-request'))).then(
        () => (slowAnswered = true),
      );
      await until(() => listeners.slowStarted);
      const quickId = await within(
        lastValueFrom(interceptor.intercept(context, handler('quick-request'))),
        3000,
      );
      // Answered after its own listener ran.
      expect(listeners.afterCommit).toEqual(['quick-request']);
      expect((await row(quickId as string))?.delivered_at).toBeInstanceOf(Date);
      expect(slowAnswered).toBe(false);
      openGate();
      await slow;
      expect(listeners.afterCommit).toEqual(['quick-request', 'slow-request']);
    });
  });

  it('forgets delivered events after 30 days, never an undelivered one', async () => {
    const insert = async (deliveredDaysAgo: number | null) =>
      (
        await dataSource.query(
          `INSERT INTO domain_events (name, payload, created_at, delivered_at)
           VALUES ($1, '{}', now() - interval '40 days',
                   CASE WHEN $2::int IS NULL THEN NULL ELSE now() - make_interval(days => $2::int) END)
           RETURNING id`,
          [Rang.name, deliveredDaysAgo],
        )
      )[0].id as string;
    const old = await insert(31);
    const recent = await insert(29);
    await dataSource.query(`INSERT INTO domain_event_deliveries (event_id, listener) VALUES ($1, 'test.x')`, [
      old,
    ]);
    expect(await events.purgeDelivered(30, 5000)).toBeGreaterThanOrEqual(1);
    expect(await row(old)).toBeUndefined();
    expect(await deliveries(old)).toEqual([]);
    expect((await row(recent))?.delivered_at).toBeInstanceOf(Date);
  });
});

describe('the two processes', () => {
  it('have the same listeners, so an event publishes alike in the API and in the worker', async () => {
    const api = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(AppConfig)
      .useValue(AppConfig.fromEnvironment(env))
      .compile();
    await api.init();
    const worker = await Test.createTestingModule({ imports: [WorkerModule] })
      .overrideProvider(AppConfig)
      .useValue(AppConfig.fromEnvironment(env))
      .compile();
    await worker.init();
    try {
      const inApi = api.get(DomainEvents).listenerNames();
      expect(worker.get(DomainEvents).listenerNames()).toEqual(inApi);
      expect(inApi[OrderPaid.name]).toEqual([
        'after-commit:lab.send-ready-parts',
        'in-transaction:billing.issue-invoice',
        'in-transaction:consulting-fees.earn',
      ]);
      expect(inApi[SampleRegistered.name]).toEqual(['after-commit:lab.send-registered-sample']);
      expect(inApi[LabResultsArrived.name]).toEqual([
        'after-commit:formulas.recalculate-on-lab-results',
        'in-transaction:results.store-blood-values',
        'in-transaction:results.store-genotypes',
      ]);
      expect(inApi[LabPartResultsReady.name]).toEqual([
        'after-commit:formulas.recalculate-on-part-results-ready',
      ]);
      expect(inApi[BloodValuesChanged.name]).toEqual(['after-commit:formulas.recalculate-on-blood-values']);
      expect(inApi[PatientDataChanged.name]).toEqual(['after-commit:formulas.recalculate-on-patient-data']);
      expect(inApi[LifestyleAnswered.name]).toEqual([
        'after-commit:formulas.recalculate-on-lifestyle-answers',
      ]);
      expect(inApi[QuestionnaireBodyUpdated.name]).toEqual([
        'after-commit:formulas.recalculate-on-questionnaire-body',
      ]);
    } finally {
      await api.close();
      await worker.close();
    }
  });
});
