import { formatEuro } from '@portal/shared-types';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { operatorFixture as demoOperator } from '../../test/operatorFixture';
import { type NewOrderModalProps } from '../orders/newOrder/NewOrderModal';
import { SubscriptionsPage } from './SubscriptionsPage';
import { SubscriptionStatusTag } from './SubscriptionStatusTag';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../shared/toast/toast', () => ({ toast }));
// The new-order modal has its own tests; here it only shows that it opened for the patient.
vi.mock('../orders/newOrder/NewOrderModal', () => ({
  NewOrderModal: ({ patientId }: NewOrderModalProps) => (
    <div role="dialog">Neuer Auftrag für {patientId}</div>
  ),
}));

interface Plan {
  id: string;
  status: 'active' | 'paused' | 'canceled';
  payment_status?: string;
  part?: string;
  /** What the server says an active plan waits for. */
  pending?: 'payment' | 'results' | null;
  next_production_start?: string;
}

const plan = ({
  id,
  status,
  payment_status = 'Success',
  part = 'ProductionStarted',
  pending = null,
  ...rest
}: Plan) => ({
  id,
  status,
  pending,
  start_date: '2026-03-02T09:00:00.000Z',
  next_production_start: '31.05.2026',
  price_per_period: 129,
  openChangeRequest: null as null | {
    id: string;
    kind: string;
    message: string | null;
    requested_at: string;
  },
  unpaid_orders_count: payment_status === 'Success' ? 0 : 1,
  latestOrder: { id: `${id}1`, payment_status, supplementsNoiOrder: { id: `${id}1-s`, status: part } },
  orders: [
    {
      id: `${id}1`,
      order_number: `B-2026-0000${id}`,
      created_at: '2026-03-02T09:00:00.000Z',
      payment_status,
    },
  ],
  ...rest,
});

type Answer = (operation: OperationDescriptor) => unknown;

function renderPage(plans: ReturnType<typeof plan>[], path = '/patients/7/subscriptions', mutation?: Answer) {
  const environment = createMockEnvironment();
  const operations: string[] = [];
  resolveAllOperations(environment, (operation) => {
    const name = operation.request.node.params.name;
    operations.push(name);
    if (name === 'useOperatorQuery')
      return { data: { operator: { ...demoOperator, supportPhone: '+49 30 120 345 60' } } };
    if (name === 'SubscriptionsResultsQuery')
      return {
        data: {
          subscriptions: { data: plans },
          patient: { id: '7', latestSubscription: plans[0] ?? null },
        },
      };
    if (name === 'SubscriptionActionDialogQuery') {
      const search = operation.request.variables.search as string;
      return { data: { subscriptions: { data: plans.filter((candidate) => candidate.id === search) } } };
    }
    if (mutation) return mutation(operation);
    return MockPayloadGenerator.generate(operation);
  });
  const result = renderScreen(<SubscriptionsPage />, {
    path,
    route: '/patients/:patientId/subscriptions',
    environment,
  });
  return { ...result, operations };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** Opens a row's menu and reads its actions. */
async function actionsOf(row: HTMLElement) {
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Aktionen' })));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  return items;
}

describe('SubscriptionsPage', () => {
  beforeEach(() => toast.success.mockClear());

  it('lists the plans with status, dates, interval, price per 90 days, unpaid orders, orders and actions', async () => {
    renderPage([
      plan({ id: '3', status: 'active', payment_status: 'Pending', pending: 'payment' }),
      plan({ id: '2', status: 'canceled' }),
    ]);
    const active = (await screen.findByText('aktiv (Zahlung ausstehend)')).closest('tr')!;
    const cells = within(active)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'aktiv (Zahlung ausstehend)',
      '02.03.2026',
      '31.05.2026',
      'every 90 days',
      // formatEuro's de-DE text (a no-break space before the sign).
      `${formatEuro(129)} pro 90 Tage`,
      '1',
    ]);
    expect(within(active).getByRole('button', { name: 'B-2026-00003' })).toBeTruthy();
    expect(await actionsOf(active)).toEqual(['Abo pausieren', 'Abo kündigen']);
    // A canceled plan has no actions.
    const canceled = rowOf('gekündigt');
    expect(within(canceled).getAllByRole('cell')[2].textContent).toBe('');
    expect(within(canceled).queryByRole('button', { name: 'Aktionen' })).toBeNull();
    // A new plan waits for the active one's end.
    expect(screen.getByRole('button', { name: 'Elements-Plan aktivieren' })).toHaveProperty('disabled', true);
  });

  it('offers a paused plan resume or cancel; the menu opens the dialog by URL', async () => {
    const { router } = renderPage([
      plan({
        id: '4',
        status: 'paused',
        payment_status: 'Pending',
        next_production_start: 'subscription currently paused',
      }),
      plan({ id: '3', status: 'canceled' }),
    ]);
    const paused = (await screen.findByText('pausiert')).closest('tr')!;
    expect(within(paused).getByText('subscription currently paused')).toBeTruthy();
    expect(await actionsOf(paused)).toEqual(['Abo fortsetzen', 'Abo kündigen']);
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Abo fortsetzen' })));
    expect(router.state.location.search).toBe('?action=resume_subscription&subscriptionId=4');
    expect(await screen.findByRole('dialog', { name: 'Abo fortsetzen' })).toBeTruthy();
  });

  it('names the results an active plan waits for', async () => {
    renderPage([
      plan({
        id: '5',
        status: 'active',
        part: 'WaitingForResults',
        pending: 'results',
        next_production_start: 'follows after analysis',
      }),
    ]);
    const row = (await screen.findByText('aktiv (Warten auf Ergebnisse)')).closest('tr')!;
    expect(within(row).getByText('follows after analysis')).toBeTruthy();
  });

  it('shows the empty state with the way to a first plan', async () => {
    const { router } = renderPage([]);
    expect(await screen.findByText('Noch kein Elements-Plan.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Elements-Plan aktivieren' })));
    expect(router.state.location.search).toBe('?action=new_subscription');
    expect(screen.getByRole('dialog').textContent).toBe('Neuer Auftrag für 7');
  });

  it('opens the new-order modal after a canceled plan', async () => {
    renderPage([plan({ id: '2', status: 'canceled' })], '/patients/7/subscriptions?action=new_subscription');
    expect(await screen.findByText('Neuer Auftrag für 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elements-Plan aktivieren' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('gives the reason instead of the new-order modal while a plan is paused', async () => {
    renderPage([plan({ id: '4', status: 'paused' })], '/patients/7/subscriptions?action=new_subscription');
    const dialog = await screen.findByRole('dialog', { name: 'Elements-Plan aktivieren' });
    expect(dialog.textContent).toContain('Es gibt bereits ein aktives oder pausiertes Abo.');
    expect(screen.queryByText('Neuer Auftrag für 7')).toBeNull();
  });

  it('pauses from the URL: explains what stops and the return after 60 days, then says it is done', async () => {
    const { router, operations } = renderPage(
      [plan({ id: '3', status: 'active' })],
      '/patients/7/subscriptions?action=pause_subscription&subscriptionId=3',
      (operation) =>
        MockPayloadGenerator.generate(operation, {
          SupplementSubscription: () => plan({ id: '3', status: 'paused' }),
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abo pausieren' });
    expect(dialog.textContent).toContain('keine Supplements produziert und keine Zahlungen fällig');
    expect(dialog.textContent).toContain('Nach 60 Tagen wird das Abo automatisch fortgesetzt.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Abo pausieren' })));

    expect(operations).toContain('useSubscriptionActionMutationPauseMutation');
    expect(toast.success).toHaveBeenCalledWith('Das Abo ist pausiert.');
    expect(router.state.location.search).toBe('');
    // The row reads the answer from the store: paused, with resume and cancel.
    const row = (await screen.findByText('pausiert')).closest('tr')!;
    expect(await actionsOf(row)).toEqual(['Abo fortsetzen', 'Abo kündigen']);
  });

  it('resumes a paused plan', async () => {
    const { operations } = renderPage(
      [plan({ id: '4', status: 'paused' })],
      '/patients/7/subscriptions?action=resume_subscription&subscriptionId=4',
      (operation) =>
        MockPayloadGenerator.generate(operation, {
          SupplementSubscription: () => plan({ id: '4', status: 'active' }),
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abo fortsetzen' });
    expect(dialog.textContent).toContain('Ab heute beginnt ein neuer Zeitraum von 90 Tagen.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Abo fortsetzen' })));
    expect(operations).toContain('useSubscriptionActionMutationResumeMutation');
    expect(toast.success).toHaveBeenCalledWith('Das Abo läuft wieder.');
  });

  it("cancels: only future deliveries stop, and the provider's phone is given", async () => {
    renderPage(
      [plan({ id: '3', status: 'active' })],
      '/patients/7/subscriptions?action=cancel_subscription&subscriptionId=3',
      (operation) =>
        MockPayloadGenerator.generate(operation, {
          SupplementSubscription: () => plan({ id: '3', status: 'canceled' }),
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abo kündigen' });
    expect(dialog.textContent).toContain('Die Kündigung betrifft nur künftige Lieferungen');
    expect(within(dialog).getByRole('link', { name: '+49 30 120 345 60' }).getAttribute('href')).toBe(
      'tel:+493012034560',
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Abo kündigen' })));
    expect(toast.success).toHaveBeenCalledWith('Das Abo ist gekündigt.');
    const row = (await screen.findByText('gekündigt')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Aktionen' })).toBeNull();
  });

  it('offers no action the plan no longer allows, and says so', async () => {
    renderPage(
      [plan({ id: '2', status: 'canceled' })],
      '/patients/7/subscriptions?action=pause_subscription&subscriptionId=2',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abo pausieren' });
    expect(
      await within(dialog).findByText(
        'Für ein Abo mit dem Status „gekündigt“ ist diese Aktion nicht möglich.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Abo pausieren' })).toBeNull();
  });

  it('tells when the plan is not one of the patient', async () => {
    renderPage([], '/patients/7/subscriptions?action=cancel_subscription&subscriptionId=99');
    const dialog = await screen.findByRole('dialog', { name: 'Abo kündigen' });
    expect(await within(dialog).findByText('Dieses Abo wurde nicht gefunden.')).toBeTruthy();
  });

  it("shows the patient's pause request from the portal and confirms it through the server", async () => {
    const requested = {
      ...plan({ id: '3', status: 'active' }),
      openChangeRequest: {
        id: '41',
        kind: 'pause',
        message: 'Drei Monate im Ausland',
        requested_at: '2026-10-01T08:00:00.000Z',
      },
    };
    const { operations } = renderPage([requested], '/patients/7/subscriptions', (operation) => ({
      data: {
        confirmSubscriptionChangeRequest: {
          id: operation.request.variables.id as string,
          status: 'confirmed',
        },
      },
    }));
    const callout = (await screen.findByText('Patient/-in bittet darum, den Plan zu pausieren')).closest(
      '.subscription-change-request',
    ) as HTMLElement;
    expect(callout.textContent).toContain('Angefragt im Patientenportal am 01.10.2026.');
    expect(callout.textContent).toContain('Nachricht: „Drei Monate im Ausland“');
    expect(within(callout).getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    await act(async () => fireEvent.click(within(callout).getByRole('button', { name: 'Bestätigen' })));
    expect(operations).toContain('SubscriptionChangeRequestCalloutsConfirmMutation');
    expect(toast.success).toHaveBeenCalledWith('Die Anfrage ist bestätigt.');
    // The list asks the server again: the plan's new status and the badge come with it.
    expect(operations.filter((name) => name === 'SubscriptionsResultsQuery').length).toBeGreaterThan(1);
  });

  it('keeps the dialog open when the server refuses', async () => {
    const { router } = renderPage(
      [plan({ id: '3', status: 'active' })],
      '/patients/7/subscriptions?action=pause_subscription&subscriptionId=3',
      () => ({
        data: null,
        errors: [
          { message: 'Das Abo ist bereits pausiert.', extensions: { reason: 'subscriptions.alreadyPaused' } },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abo pausieren' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Abo pausieren' })));
    expect(toast.success).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?action=pause_subscription&subscriptionId=3');
  });
});

describe('SubscriptionStatusTag', () => {
  it('reads inaktiv without a plan', () => {
    renderScreen(<SubscriptionStatusTag subscriptionRef={null} asBadge />);
    expect(screen.getByText('inaktiv')).toBeTruthy();
  });
});
