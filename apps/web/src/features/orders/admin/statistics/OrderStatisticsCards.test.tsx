import { act, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/renderScreen';
import { OrderStatisticsCards } from './OrderStatisticsCards';

const statistics = {
  placedOrdersCount: 12,
  placedOrdersSum: 3120.5,
  placedOrdersAverage: 260.04,
  placedOrdersCountComparison: 20,
  placedOrdersSumComparison: -5,
  periodStart: '2026-12-01T00:00:00.000Z',
  previousPeriodStart: '2026-11-01T00:00:00.000Z',
  previousPeriodEnd: '2026-11-06T00:00:00.000Z',
  chargebacksCount: 2,
  chargebacksSum: 1234.5,
  failedRefundsCount: 0,
};

async function renderCards(changes: Partial<typeof statistics> = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({
    data: { orderStatistics: { ...statistics, ...changes } },
  }));
  renderScreen(<OrderStatisticsCards fetchKey={0} />, { environment });
  await act(async () => {});
}

const card = (name: string) => screen.getByRole('group', { name });
const spaces = (text: string) => text.replace(/\s/gu, ' ');

describe('OrderStatisticsCards', () => {
  it("shows the month's chargebacks with their sum, and failed refunds plainly when there are none", async () => {
    await renderCards();
    const chargebacks = card('Rückbuchungen');
    expect(within(chargebacks).getByRole('heading').textContent).toBe('2');
    expect(spaces(chargebacks.textContent ?? '')).toContain('Summe 1.234,50 €, seit 01.12.2026');

    const failed = card('Fehlgeschlagene Erstattungen');
    expect(within(failed).getByRole('heading').textContent).toBe('0');
    expect(failed.className).not.toContain('admin-order-statistic-problem');
    expect(within(failed).getByText('Keine offenen Fehler')).toBeTruthy();
  });

  it('shows failed refunds red, with a tag that says they wait for an admin', async () => {
    await renderCards({ failedRefundsCount: 3 });
    const failed = card('Fehlgeschlagene Erstattungen');
    expect(within(failed).getByRole('heading').textContent).toBe('3');
    expect(failed.className).toContain('admin-order-statistic-problem');
    const tag = within(failed).getByText('Warten auf erneute Erstattung').closest('.bp6-tag');
    expect(tag?.className).toContain('bp6-intent-danger');
  });
});
