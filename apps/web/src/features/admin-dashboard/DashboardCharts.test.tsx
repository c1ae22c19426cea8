import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { DashboardCharts, dayPoints } from './DashboardCharts';

// Intl writes a no-break space before the euro sign.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const cells = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('th, td')].map(text);

const day = (n: number, orders: number, revenue: number) => ({ day: n, orders, revenue });
const zeroWeeks = Array.from({ length: 12 }, (_, i) => ({
  weekStart: `2026-${i < 3 ? '09' : i < 7 ? '10' : '11'}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
  active: 0,
  paused: 0,
}));

function renderCharts(data: unknown) {
  const environment = createMockEnvironment();
  resolveAllOperations(environment, () => ({ data }));
  renderScreen(<DashboardCharts fetchKey={0} />, { path: '/admin', environment });
}

describe('DashboardCharts', () => {
  it('gives orders and revenue per day of this month against last month as a table, a day without orders as 0', async () => {
    renderCharts({
      adminOrdersPerDay: {
        thisMonth: [day(1, 2, 498), day(2, 0, 0), day(3, 1, 1234.5)],
        lastMonth: [day(1, 0, 0), day(2, 5, 99.9), day(3, 0, 0), day(4, 1, 10)],
      },
      adminSubscriptionsPerWeek: [
        { weekStart: '2026-09-14', active: 3, paused: 1 },
        { weekStart: '2026-12-07', active: 1200, paused: 0 },
      ],
    });
    const orders = await screen.findByRole('region', { name: 'Aufträge und Umsatz pro Tag' });
    const table = within(orders).getByRole('table', {
      name: 'Aufträge und Umsatz pro Tag, dieser Monat gegen Vormonat',
    });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cells(head)).toEqual([
      'Tag',
      'Aufträge dieser Monat',
      'Aufträge Vormonat',
      'Umsatz dieser Monat',
      'Umsatz Vormonat',
    ]);
    expect(rows.map(cells)).toEqual([
      ['1', '2', '0', '498,00 €', '0,00 €'],
      ['2', '0', '5', '0,00 €', '99,90 €'],
      ['3', '1', '0', '1.234,50 €', '0,00 €'],
      // Today is the 3rd: this month has no 4th yet.
      ['4', '–', '1', '–', '10,00 €'],
    ]);

    const subscriptions = screen.getByRole('region', { name: 'Abonnements der letzten 12 Wochen' });
    const weeks = within(subscriptions).getByRole('table', {
      name: 'Aktive und pausierte Abonnements am Ende jeder Woche',
    });
    expect(within(weeks).getAllByRole('row').map(cells)).toEqual([
      ['Woche ab', 'Aktiv', 'Pausiert'],
      ['14.09.', '3', '1'],
      ['07.12.', '1.200', '0'],
    ]);
    fireEvent.click(within(subscriptions).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    expect(weeks.className).not.toContain('visually-hidden');
    // recharts arrives lazily for the other chart, which still shows.
    await waitFor(() => expect(orders.querySelector('.recharts-wrapper')).not.toBeNull(), { timeout: 5000 });
  });

  it('shows empty states without orders or subscriptions', async () => {
    renderCharts({
      adminOrdersPerDay: { thisMonth: [day(1, 0, 0)], lastMonth: [day(1, 0, 0), day(2, 0, 0)] },
      adminSubscriptionsPerWeek: zeroWeeks,
    });
    expect(
      await screen.findByText('In diesem und im letzten Monat wurden keine Aufträge aufgegeben.'),
    ).toBeTruthy();
    expect(screen.getByText('In den letzten 12 Wochen gab es keine Abonnements.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lines up the days of both months by day of the month', () => {
    expect(dayPoints([day(1, 1, 5)], [day(1, 2, 6), day(2, 3, 7)])).toEqual([
      { day: 1, ordersThis: 1, ordersLast: 2, revenueThis: 5, revenueLast: 6 },
      { day: 2, ordersThis: undefined, ordersLast: 3, revenueThis: undefined, revenueLast: 7 },
    ]);
  });
});
