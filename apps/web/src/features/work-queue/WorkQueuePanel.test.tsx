import { act, fireEvent, screen, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { doctorSession, type SessionUser, signedOutDoctorSession } from '../../session/doctorSession';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { WorkQueueBadge } from './WorkQueueBadge';
import { WorkQueuePanel } from './WorkQueuePanel';

const doctor: SessionUser = {
  id: '1',
  first_name: 'Erika',
  last_name: 'Muster',
  email: 'e@m.de',
  permissions: [],
};
const admin: SessionUser = { ...doctor, id: '2', permissions: ['ManageMedicalCenters'] };

const item = (kind: string, count: number, target = '/orders?orderBy=STATUS:ASC') => ({
  kind,
  count,
  target,
});
const practiceItems = (counts: number[]) =>
  [
    'SamplesToRegister',
    'PaymentsOverdue',
    'ResultsUnopened',
    'RecipesToApprove',
    'SubscriptionPaymentsPending',
    'SubscriptionChangeRequests',
    'BloodUploadsRejected',
  ].map((kind, index) => item(kind, counts[index] ?? 0));

function renderPanel(
  user: SessionUser,
  items: ReturnType<typeof item>[] | null,
  element = <WorkQueuePanel audience="doctor" />,
) {
  doctorSession.set({ ...signedOutDoctorSession, user });
  const environment = createMockEnvironment();
  const operations: string[] = [];
  if (items !== null)
    resolveAllOperations(environment, (operation: OperationDescriptor) => {
      operations.push(operation.request.node.operation.name);
      const total = items.reduce((sum, one) => sum + one.count, 0);
      return { data: { workQueue: { total, items } } };
    });
  const rendered = renderScreen(element, { path: '/patients', environment });
  return { ...rendered, operations };
}

afterEach(() => doctorSession.set(signedOutDoctorSession));

describe('WorkQueuePanel', () => {
  it('lists each item as a link that says its count and what, to the screen where it is done', async () => {
    const { router } = renderPanel(doctor, practiceItems([3, 0, 1]));
    const region = await screen.findByRole('region', { name: 'Zu erledigen' });
    const link = within(region).getByRole('link', { name: '3 Proben zu registrieren' });
    expect(link.getAttribute('href')).toBe('/orders?orderBy=STATUS:ASC');
    expect(within(region).getByRole('link', { name: '1 Neue Ergebnisse, noch nicht geöffnet' })).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByText('Nichts zu erledigen')).toBeNull();
    fireEvent.click(link);
    expect(router.state.location.pathname + router.state.location.search).toBe('/orders?orderBy=STATUS:ASC');
  });

  it('keeps items with 0 quiet, and says "Nichts zu erledigen" when all are 0', async () => {
    renderPanel(doctor, practiceItems([]));
    expect(await screen.findByText('Nichts zu erledigen')).toBeTruthy();
    const quiet = screen.getByRole('link', { name: '0 Abos mit offener Zahlung' });
    expect(quiet.className).toContain('work-queue-link-quiet');
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('keeps its shape while loading: the heading and a skeleton row per item', () => {
    renderPanel(doctor, null);
    const region = screen.getByRole('region', { name: 'Zu erledigen' });
    const skeleton = within(region).getByRole('list', { name: 'Zu erledigen wird geladen' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows the admins their items on /admin, and nothing to a doctor there', async () => {
    renderPanel(
      admin,
      [item('BloodUploadsWaiting', 2, '/admin/blood-uploads?state=Received'), item('CreditNotesToPay', 0)],
      <WorkQueuePanel audience="admin" />,
    );
    expect(await screen.findByRole('link', { name: '2 Uploads warten auf das Service-Team' })).toBeTruthy();
  });

  it('renders nothing (and asks nothing) for the other audience', () => {
    const { operations } = renderPanel(admin, practiceItems([1]));
    expect(screen.queryByRole('region')).toBeNull();
    expect(operations).toEqual([]);
  });

  it('speaks English in English', async () => {
    const { i18n } = await import('../../i18n/i18n');
    renderPanel(doctor, practiceItems([2]));
    await i18n.changeLanguage('en');
    try {
      expect(await screen.findByRole('link', { name: '2 Samples to register' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'To do' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});

describe('WorkQueueBadge', () => {
  it("sums its link's items and says what the number means", async () => {
    renderPanel(doctor, practiceItems([3, 2, 1, 0, 4]), <WorkQueueBadge link="/orders" />);
    // Samples, overdue payments and subscription payments belong to Aufträge.
    expect(await screen.findByText('9 zu erledigen')).toBeTruthy();
  });

  it('shows nothing at 0', async () => {
    const { operations } = renderPanel(doctor, practiceItems([3]), <WorkQueueBadge link="/patients" />);
    await act(async () => {});
    expect(operations).toEqual(['useWorkQueueQuery']);
    expect(screen.queryByText(/zu erledigen/)).toBeNull();
  });
});
