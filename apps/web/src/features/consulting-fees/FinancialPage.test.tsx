import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as download from '../../http/download';
import { doctorSession, type SessionUser, signedOutDoctorSession } from '../../session/doctorSession';
import { renderScreen } from '../../test/renderScreen';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { FinancialPage } from './FinancialPage';

// Intl writes a no-break space before the euro sign.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

const BANNER = 'Für den Erhalt der Beratungsgebühr ist die Angabe von IBAN und Kontoinhaber erforderlich.';

const fee = (id: string, status: string, paidAt: string | null = null) => ({
  id,
  amount: 1234.5,
  status,
  paid_at: paidAt,
  order: {
    id: `o${id}`,
    order_number: `B-2026-0000${id}`,
    created_at: '2026-11-20T09:30:00.000Z',
    patient: { id: '7', first_name: 'Anna', last_name: 'Berger' },
  },
});

const AGREEMENT_TEXT = 'Vereinbarung über das Gutschriftverfahren (§ 14 Abs. 2 Satz 2 UStG): …';

interface Setup {
  fees?: unknown[];
  billing?: { iban: string | null; account_holder: string | null } | null;
  path?: string;
  agreement?: { accepted_at: string | null; accepted_version: number | null } | null;
  creditNotes?: unknown[];
  feeMonths?: { month: string; amount: number }[];
}

const MONTHS = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
];

const creditNote = (id: string, status: 'Paid' | 'Unpaid') => ({
  id,
  number: `GS-2026-00000${id}`,
  generated_at: '2026-11-30T10:00:00.000Z',
  amount: 50,
  status,
});

function renderPage({
  fees = [],
  billing = null,
  path = '/financial',
  agreement = { accepted_at: null, accepted_version: null },
  creditNotes = [],
  feeMonths = MONTHS.map((month) => ({ month, amount: 0 })),
}: Setup = {}) {
  const environment = createMockEnvironment();
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  resolveAllOperations(environment, (operation) => {
    const name = operation.request.node.params.name;
    requests.push({ name, variables: operation.request.variables });
    if (name === 'SelfBillingAgreementCardQuery')
      return {
        data: {
          selfBillingAgreement: agreement && {
            version: 1,
            de: AGREEMENT_TEXT,
            en: 'Self-billing agreement',
            ...agreement,
          },
        },
      };
    if (name === 'SelfBillingAgreementCardAcceptMutation')
      return {
        data: {
          acceptSelfBillingAgreement: {
            version: 1,
            accepted_at: '2026-12-06T09:00:00.000Z',
            accepted_version: 1,
          },
        },
      };
    if (name === 'FeesPerMonthCardQuery') return { data: { consultingFeesPerMonth: feeMonths } };
    if (name === 'PracticeCreditNotesQuery')
      return {
        data: {
          practiceCreditNotes: {
            paginatorInfo: { total: creditNotes.length, lastPage: 1 },
            data: creditNotes,
          },
        },
      };
    return name === 'FinancialOverviewQuery'
      ? {
          data: {
            financialStatistics: { totalEarned: 1234.5, totalEarnedThisMonth: 80, openConsultingFees: 25 },
            getBillingDetails: billing,
          },
        }
      : {
          data: {
            consultingFees: { paginatorInfo: { total: fees.length, lastPage: 1 }, data: fees },
          },
        };
  });
  const rendered = renderScreen(<FinancialPage />, { path, route: '/financial', environment });
  return { ...rendered, requests };
}

describe('FinancialPage', () => {
  it('shows the three statistics in euros and the fees with their status and paid date', async () => {
    renderPage({
      fees: [fee('1', 'Unpaid'), fee('2', 'Paid', '2026-11-23T10:00:00.000Z'), fee('3', 'Canceled')],
    });
    await act(async () => {});
    const statistics = screen.getByRole('region', { name: 'Übersicht der Beratungsgebühren' });
    expect(text(within(statistics).getByRole('group', { name: 'Gesamt verdient' }))).toContain('1.234,50 €');
    expect(text(within(statistics).getByRole('group', { name: 'Verdient in diesem Monat' }))).toContain(
      '80,00 €',
    );
    expect(text(within(statistics).getByRole('group', { name: 'Offene Beratungsgebühren' }))).toContain(
      '25,00 €',
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map(text)).toEqual([
      'B-2026-0000120.11.2026Anna Berger1.234,50 €Unbezahlt–',
      'B-2026-0000220.11.2026Anna Berger1.234,50 €Ausbezahlt23.11.2026',
      'B-2026-0000320.11.2026Anna Berger1.234,50 €Storniert–',
    ]);
    expect(screen.getByText('Seite 1 von 1 (3 Beratungsgebühren)')).toBeTruthy();
  });

  it('shows the banner with a link to the practice details while IBAN or account holder is missing', async () => {
    renderPage({ billing: { iban: 'AT611904300234573201', account_holder: null } });
    await act(async () => {});
    expect(screen.getByText(BANNER, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bankverbindung hinterlegen' }).getAttribute('href')).toBe(
      '/account/settings?form=office',
    );
  });

  it('shows no banner once both are there', async () => {
    renderPage({ billing: { iban: 'AT611904300234573201', account_holder: 'Dr. Julia Weber' } });
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'Übersicht der Beratungsgebühren' })).toBeTruthy();
    expect(screen.queryByText(BANNER, { exact: false })).toBeNull();
  });

  it('shows the empty state, and Nicht gefunden! for a search without result', async () => {
    renderPage();
    await act(async () => {});
    expect(screen.getByText('Noch keine Beratungsgebühren.')).toBeTruthy();
    renderPage({ path: '/financial?search=niemand' });
    await act(async () => {});
    expect(screen.getByText('Nicht gefunden!')).toBeTruthy();
  });

  it('sorts where the server sorts, filters by status and asks again with those variables', async () => {
    const { requests, router } = renderPage({ fees: [fee('1', 'Unpaid')] });
    await act(async () => {});
    const orderNumberHeader = screen.getByRole('columnheader', { name: 'Auftragsnummer' });
    expect(within(orderNumberHeader).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Betrag' }));
    await act(async () => {});
    expect(router.state.location.search).toBe('?orderBy=AMOUNT%3AASC');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Unpaid' } });
    await act(async () => {});
    expect(router.state.location.search).toBe('?orderBy=AMOUNT%3AASC&status=Unpaid');
    expect(requests.filter((r) => r.name === 'ConsultingFeesResultsQuery').at(-1)?.variables).toEqual({
      first: 10,
      page: 1,
      search: null,
      status: 'Unpaid',
      orderBy: [{ column: 'AMOUNT', order: 'ASC' }],
    });
  });

  it('keeps the shape of the cards and the table while loading', () => {
    const { container } = renderScreen(<FinancialPage />, { path: '/financial' });
    expect(container.querySelectorAll('.financial-statistic')).toHaveLength(3);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByRole('columnheader', { name: 'Ausbezahlt am' })).toBeTruthy();
  });

  it('opens the order details from the order number', async () => {
    const { router } = renderPage({ fees: [fee('1', 'Unpaid')] });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Auftragsdetails zu B-2026-00001 öffnen' }));
    expect(router.state.location.search).toBe('?action=order_details&orderId=o1');
  });

  describe('the Gutschriften (issue 31)', () => {
    afterEach(() => {
      doctorSession.set(signedOutDoctorSession);
      vi.restoreAllMocks();
    });

    it('shows the self-billing agreement with its text; accepting records it and shows the date', async () => {
      const { requests } = renderPage();
      await act(async () => {});
      const card = screen.getByRole('heading', {
        name: 'Vereinbarung über das Gutschriftverfahren',
      }).parentElement!;
      expect(within(card).getByText(AGREEMENT_TEXT)).toBeTruthy();
      fireEvent.click(within(card).getByRole('button', { name: 'Vereinbarung zustimmen' }));
      await act(async () => {});
      expect(requests.map((r) => r.name)).toContain('SelfBillingAgreementCardAcceptMutation');
      expect(within(card).getByText('Zugestimmt am 06.12.2026 (Fassung 1)')).toBeTruthy();
      expect(within(card).queryByRole('button', { name: 'Vereinbarung zustimmen' })).toBeNull();
    });

    it('shows the date of an earlier acceptance and no button', async () => {
      renderPage({ agreement: { accepted_at: '2026-11-02T09:00:00.000Z', accepted_version: 1 } });
      await act(async () => {});
      expect(screen.getByText('Zugestimmt am 02.11.2026 (Fassung 1)')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Vereinbarung zustimmen' })).toBeNull();
    });

    it('offers an admin acting as the doctor no accept button, only the hint', async () => {
      const user = { id: '1', first_name: 'Julia', last_name: 'Weber' } as SessionUser;
      doctorSession.set({ ...signedOutDoctorSession, user, previousUser: { ...user, id: '2' } });
      renderPage();
      await act(async () => {});
      expect(screen.getByText('Nur die Ärztin bzw. der Arzt selbst kann zustimmen.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Vereinbarung zustimmen' })).toBeNull();
    });

    it('lists the practice’s Gutschriften with their PDF and XML downloads', async () => {
      const file = vi.spyOn(download, 'downloadFile').mockResolvedValue(undefined);
      const { requests } = renderPage({ creditNotes: [creditNote('2', 'Unpaid'), creditNote('1', 'Paid')] });
      await act(async () => {});
      const section = screen.getByRole('region', { name: 'Gutschriften' });
      const rows = within(section).getAllByRole('row').slice(1);
      expect(rows.map(text)).toEqual([
        'GS-2026-00000230.11.202650,00 €OffenPDFXML',
        'GS-2026-00000130.11.202650,00 €AusbezahltPDFXML',
      ]);
      expect(within(section).getByText('Seite 1 von 1 (2 Gutschriften)')).toBeTruthy();
      expect(requests.find((r) => r.name === 'PracticeCreditNotesQuery')?.variables).toEqual({
        first: 10,
        page: 1,
      });
      fireEvent.click(within(section).getByRole('button', { name: 'XML GS-2026-000002' }));
      await act(async () => {});
      expect(file).toHaveBeenCalledWith('/api/credit-notes/2/download-xml', 'Gutschrift-GS-2026-000002.xml', {
        handles: expect.any(Array),
      });
    });

    it('says so while there is none', async () => {
      renderPage();
      await act(async () => {});
      expect(screen.getByText('Noch keine Gutschriften.')).toBeTruthy();
    });
  });
});

describe('FinancialPage: fees per month', () => {
  it('draws the fees per month and gives the same numbers as a table, shown on request', async () => {
    const amounts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 0, 1234.5];
    renderPage({ feeMonths: MONTHS.map((month, index) => ({ month, amount: amounts[index] })) });
    const card = await screen.findByRole('region', { name: 'Beratungsgebühren pro Monat' });
    // The table is there for screen readers before anyone asks for it.
    const table = within(card).getByRole('table', {
      name: 'Beratungsgebühren pro Monat der letzten 12 Monate (ohne stornierte)',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => text(row))).toContain('Dez. 20261.234,50 €');
    expect(text(rows[9])).toBe('Okt. 202640,00 €');
    expect(text(rows[0])).toBe('Jan. 20260,00 €');
    expect(table.className).toContain('visually-hidden');
    fireEvent.click(within(card).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    expect(table.className).not.toContain('visually-hidden');
    expect(within(card).getByRole('button', { name: 'Als Diagramm anzeigen' })).toBeTruthy();
  });

  it('says so when there were no fees in the 12 months', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Beratungsgebühren pro Monat' });
    expect(
      within(card).getByText('In den letzten 12 Monaten sind keine Beratungsgebühren angefallen.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });
});
