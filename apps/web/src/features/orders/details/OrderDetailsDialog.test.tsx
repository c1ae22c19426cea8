import { type Toaster } from '@blueprintjs/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerToaster } from '../../../shared/toast/toast';
import { renderScreen } from '../../../test/renderScreen';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const address = (city: string) => ({
  address: 'Hauptplatz 1',
  zip_code: '8010',
  city,
  state: null,
  country: { id: '14', name_de: 'Österreich', name_en: 'Austria' },
});

const order = {
  id: '42',
  order_number: 'B-2026-00042',
  created_at: '2026-11-20T09:30:00.000Z',
  placed_at: '2026-11-20T10:00:00.000Z',
  status: 'BloodSampleRegistered',
  payment_status: 'Success',
  total_price: 314.91,
  original_price: 349.9,
  discount_amount: 34.99,
  order_email: 'anna@example.com',
  invoiceDownloadIsDisabled: false,
  invoice: { id: '501', number: 'R-2026-00042' },
  finalInvoice: null,
  paymentMethod: null,
  refunds: [],
  chargebacks: [],
  bloodNoiOrder: { id: '9', status: 'SampleRegistered' },
  dnaNoiOrder: { id: '10', status: 'SampleNotRegistered' },
  supplementsNoiOrder: null,
  items: [
    {
      id: '1',
      quantity: 1,
      original_price: 349.9,
      final_price: 314.91,
      resolvedItem: { __typename: 'Bundle', id: '100', name_de: 'Blut-Paket', name_en: 'Blood bundle' },
    },
  ],
  taxes: [{ category: 'Analyses', rate: 20, tax_amount: 52.49 }],
  delivery_address: address('Graz'),
  billing_address: null,
  createdBy: { id: '5', first_name: 'Eva', last_name: 'Ärztin', email: 'eva@praxis.at' },
  patient: {
    id: '7',
    first_name: 'Anna',
    last_name: 'Berger',
    date_of_birth: '1985-04-12',
    height: 168,
    weight: 61.5,
    biological_sex: 'Female',
  },
  noiOrders: [
    {
      id: '9',
      type: 'blood',
      status: 'SampleRegistered',
      external_order_no: null,
      status_description: 'Probe registriert',
      sent_at: null,
      updated_at: '2026-11-21T08:00:00.000Z',
      sent_data: null,
      // Placed before the history was kept.
      statusChanges: [],
    },
    {
      id: '10',
      type: 'dna',
      status: 'AnalysisStarted',
      external_order_no: 'B-2026-00042-dna',
      status_description: 'Analyse gestartet',
      sent_at: '2026-11-21T09:00:00.000Z',
      // The lab's sweep looked at it later and found nothing new.
      updated_at: '2026-11-23T07:00:00.000Z',
      sent_data: { orderedProducts: [{ productCode: 'dna-nutrigenetics', name: 'Nutrigenetik' }] },
      statusChanges: [
        { status: 'SampleRegistered', changed_at: '2026-11-21T08:30:00.000Z' },
        { status: 'SentToLab', changed_at: '2026-11-21T09:00:00.000Z' },
        { status: 'ArrivedInLab', changed_at: '2026-11-22T10:15:00.000Z' },
        { status: 'AnalysisStarted', changed_at: '2026-11-22T14:40:00.000Z' },
      ],
    },
  ],
  noiOrderRegistrationResponses: [
    {
      id: '3',
      status: 200,
      errors: [],
      order_type: 'dna',
      barcode: 'DNA-1',
      received_at: '2026-11-21T09:00:00.000Z',
    },
    {
      id: '2',
      status: 409,
      errors: ['Barcode DUP-7 is already registered.'],
      order_type: 'blood',
      barcode: 'DUP-7',
      received_at: '2026-11-21T08:30:00.000Z',
    },
    {
      id: '1',
      status: 503,
      errors: ['Simulated lab error.'],
      order_type: 'dna',
      barcode: 'DNA-1',
      received_at: '2026-11-21T08:00:00.000Z',
    },
  ],
  refusedGenotypes: [
    {
      id: '7',
      gene: 'TPMT',
      rs_id: 'rs1800462',
      genotype: 'A/T',
      orientation: 'GRCh38+',
      reason: 'Genotyp „A/T“ (GRCh38+) passt nicht zu rs1800462: erwartet C>G auf GRCh38+ (c.238G>C (*2)).',
      created_at: '2026-11-25T10:00:00.000Z',
    },
  ],
};

const formulaExplanation = {
  source: 'formula',
  template_name: 'Vitamin D nach Spiegel',
  template_version: 3,
  raw_value: 120,
  clamped: 'max',
  min_value: 0,
  max_value: 100,
  inputs: [{ name: 'blood_vitd', label: '25-OH-Vitamin D (ng/ml)', value: 12 }],
  calculated_at: '2026-11-22T08:00:00.000Z',
  failure: null,
};

const recipe = (changes: Partial<{ approved_at: string | null; start_when_ready: boolean }> = {}) => ({
  computed_at: '2026-11-22T08:00:00.000Z',
  approved_at: null,
  start_when_ready: false,
  items: [
    {
      micronutrient_id: '12',
      name: 'Vitamin D3',
      quantity: 1234.5,
      formattedUnit: 'µg',
      warnings: ['Vitamin D3 kann die Wirkung von Digoxin verstärken.'],
      explanation: formulaExplanation,
    },
    {
      micronutrient_id: '13',
      name: 'Magnesium',
      quantity: 300,
      formattedUnit: 'mg',
      warnings: [],
      explanation: { ...formulaExplanation, source: 'doctor', template_name: null, template_version: null },
    },
  ],
  ...changes,
});

type Supplements = { status: string; recipe: ReturnType<typeof recipe> | null } | null;

function renderDetails(
  admin: boolean,
  supplements: Supplements = null,
  changes: Record<string, unknown> = {},
) {
  const environment = createMockEnvironment();
  const variables: unknown[] = [];
  environment.mock.queueOperationResolver((operation) => {
    variables.push(operation.request.variables);
    const supplementsNoiOrder = supplements && { id: '30', ...supplements };
    // The supplements part is one of the order's parts too (the timeline lists it).
    const noiOrders = supplements
      ? [
          ...order.noiOrders,
          {
            id: '30',
            type: 'supplements',
            status: supplements.status,
            external_order_no: null,
            status_description: supplements.status,
            sent_at: null,
            updated_at: '2026-11-22T08:00:00.000Z',
            sent_data: null,
            statusChanges: [],
          },
        ]
      : order.noiOrders;
    return {
      data: { order: { __typename: 'Order', ...order, supplementsNoiOrder, noiOrders, ...changes } },
    };
  });
  const rendered = renderScreen(<OrderDetailsDialog orderId="42" admin={admin} onClose={() => {}} />, {
    environment,
  });
  return { variables, router: rendered.router, rendered, environment };
}

const startButton = () => screen.queryByRole('button', { name: 'Produktion starten' });

describe('OrderDetailsDialog', () => {
  it('shows number, dates, the statuses of the order and its parts, items, VAT, total and addresses', async () => {
    const { variables } = renderDetails(false);
    await act(async () => {});
    expect(variables).toEqual([{ id: '42', admin: false }]);
    expect(screen.getByText('Auftragsdetails')).toBeTruthy();
    expect(screen.getAllByText('20.11.2026').length).toBe(2);
    expect(screen.getByText('Blut')).toBeTruthy();
    expect(screen.getByText('Blut-Paket')).toBeTruthy();
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    expect(screen.getByText('Keine Adresse angegeben.')).toBeTruthy();
  });

  it('heads the dialog with the order number, the order status and the payment status', async () => {
    renderDetails(false);
    await act(async () => {});
    const header = screen.getByTestId('order-details-header');
    expect(within(header).getByRole('heading', { name: 'B-2026-00042' })).toBeTruthy();
    expect(
      within(header).getByText('Blutprobe registriert (DNA ausstehend)').closest('.bp6-tag'),
    ).toBeTruthy();
    expect(within(header).getByText('Zahlung erfolgreich abgeschlossen').closest('.bp6-tag')).toBeTruthy();
  });

  it('shows the patient beside the delivery and billing addresses', async () => {
    renderDetails(false);
    await act(async () => {});
    const parties = screen.getByRole('region', { name: 'Patient und Adressen' });
    expect(within(parties).getByText('Anna Berger')).toBeTruthy();
    expect(within(parties).getByText(/8010 Graz/)).toBeTruthy();
    expect(within(parties).getByText('Keine Adresse angegeben.')).toBeTruthy();
  });

  it('lists the items with money right-aligned, the original price struck through, discount, VAT and total', async () => {
    renderDetails(false);
    await act(async () => {});
    const items = screen.getByRole('table', { name: 'Artikel' });
    const row = within(items).getByText('Blut-Paket').closest('tr') as HTMLElement;
    const struck = within(row).getByText('349,90 €');
    expect(struck.tagName).toBe('S');
    expect(struck.closest('td')?.className).toContain('data-table-numeric');
    expect(within(items).getByRole('columnheader', { name: 'Preis' }).className).toContain(
      'data-table-numeric',
    );
    expect(within(items).getByText('- 34,99 €').className).toContain('data-table-numeric');
    expect(within(items).getByText('52,49 €')).toBeTruthy();
    expect(within(items).getAllByText('314,91 €').length).toBe(2);
    expect(within(items).getByRole('rowheader', { name: 'Gesamtbetrag (brutto)' })).toBeTruthy();
  });

  it("shows each part's way so far, every status oldest first, with the dates of the lab's answers", async () => {
    renderDetails(false);
    await act(async () => {});
    const timeline = screen.getByRole('region', { name: 'Verlauf' });
    const steps = (type: string) =>
      within(within(timeline).getByTestId(`timeline-${type}`))
        .getAllByRole('listitem')
        .map((step) => step.textContent);
    expect(steps('blood')).toEqual([
      'Auftrag erteilt20.11.2026 11:00',
      'Noch nicht übermittelt',
      'Aktueller Stand: Probe registriert21.11.2026 09:00',
    ]);
    // With its history: every status with its date, the current one last as its tag, dated when it was set.
    expect(steps('dna')).toEqual([
      'Auftrag erteilt20.11.2026 11:00',
      'Probe registriert21.11.2026 09:30',
      'An das Labor gesendet21.11.2026 10:00',
      'Im Labor eingetroffen22.11.2026 11:15',
      'Aktueller Stand: Analyse gestartet22.11.2026 15:40',
    ]);
    const dnaSteps = within(within(timeline).getByTestId('timeline-dna')).getAllByRole('listitem');
    expect(dnaSteps.at(-1)!.querySelector('.status-tag')?.getAttribute('data-status')).toBe(
      'AnalysisStarted',
    );
    expect(dnaSteps.map((step) => step.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      expect.any(String),
      '2026-11-21T08:30:00.000Z',
      '2026-11-21T09:00:00.000Z',
      '2026-11-22T10:15:00.000Z',
      '2026-11-22T14:40:00.000Z',
    ]);
    // Blood before DNA, in the order of the spec's parts.
    const parts = within(timeline)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(parts).toEqual(['Verlauf', 'Blut', 'DNA']);
  });

  it("keeps the partner's acceptance of a part whose history began after it was sent", async () => {
    const [blood, dna] = order.noiOrders;
    const laterHistory = {
      ...dna,
      statusChanges: [{ status: 'AnalysisStarted', changed_at: '2026-11-22T14:40:00.000Z' }],
    };
    renderDetails(false, null, { noiOrders: [blood, laterHistory] });
    await act(async () => {});
    const timeline = screen.getByRole('region', { name: 'Verlauf' });
    expect(
      within(within(timeline).getByTestId('timeline-dna'))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Auftrag erteilt20.11.2026 11:00',
      'Vom Labor angenommen21.11.2026 10:00',
      'Aktueller Stand: Analyse gestartet22.11.2026 15:40',
    ]);
  });

  it('offers the invoice as a button and says why it waits while its PDF is made', async () => {
    const { unmount } = renderDetails(false).rendered;
    await act(async () => {});
    const documents = screen.getByRole('region', { name: 'Dokumente' });
    const invoice = within(documents).getByRole('button', { name: 'Rechnung herunterladen (R-2026-00042)' });
    expect(invoice.getAttribute('aria-disabled')).toBe('false');
    unmount();

    renderDetails(false, null, { invoiceDownloadIsDisabled: true });
    await act(async () => {});
    expect(
      screen
        .getByRole('button', { name: 'Rechnung herunterladen (R-2026-00042)' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('says there are no documents before the invoice', async () => {
    renderDetails(false, null, { invoice: null });
    await act(async () => {});
    expect(screen.getByText('Noch keine Dokumente.')).toBeTruthy();
  });

  it("hides the admin's extras from a doctor", async () => {
    renderDetails(false);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Für Administratoren' })).toBeNull();
    expect(screen.queryByText('eva@praxis.at')).toBeNull();
    expect(screen.queryByText('NOI-Aufträge')).toBeNull();
    expect(screen.queryByText('Abgelehnte Genotypen')).toBeNull();
  });

  it('shows the tracking number of shipped supplements, linked to the carrier, to doctor and admin', async () => {
    const url = 'https://tracking.dpd.de/status/de_DE/parcel/01234567890123';
    for (const admin of [false, true]) {
      const { unmount } = renderDetails(admin, null, {
        status: 'OrderShipped',
        shipment_carrier: 'DPD',
        shipment_number: '01234567890123',
        shipment_tracking_url: url,
      }).rendered;
      await act(async () => {});
      expect(screen.getByText('Sendungsnummer')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'DPD 01234567890123' }).getAttribute('href')).toBe(url);
      unmount();
    }
  });

  it('shows how often the payment link went out, when last and until when it works', async () => {
    renderDetails(false, null, {
      paymentLink: {
        sent_count: 3,
        last_sent_at: '2026-11-25T08:00:00.000Z',
        expires_at: '2026-12-04T10:00:00.000Z',
      },
    });
    await act(async () => {});
    expect(screen.getByText('Zahlungslink')).toBeTruthy();
    expect(screen.getByText('Gesendet: 3-mal, zuletzt am 25.11.2026; gültig bis 04.12.2026')).toBeTruthy();
  });

  it('shows no tracking number before the order shipped', async () => {
    renderDetails(false);
    await act(async () => {});
    expect(screen.queryByText('Sendungsnummer')).toBeNull();
  });

  it("shows admins the doctor, the patient's body data and the lab orders in their own section", async () => {
    renderDetails(true);
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'Für Administratoren' })).toBeTruthy();
    expect(screen.getByText('eva@praxis.at')).toBeTruthy();
    expect(screen.getByText('Eva Ärztin')).toBeTruthy();
    expect(screen.getByText('12.04.1985')).toBeTruthy();
    expect(screen.getByText('168 cm')).toBeTruthy();
    expect(screen.getByText('61.5 kg')).toBeTruthy();
    expect(screen.getByText('weiblich')).toBeTruthy();
    expect(screen.getByText('NOI-Aufträge')).toBeTruthy();
    expect(screen.getAllByText('Probe registriert').length).toBeGreaterThan(0);
    // What the DNA part was sent with, and every answer of the lab: 200 as 'Order Sent', 409 with the barcode.
    expect(screen.getByText('dna-nutrigenetics')).toBeTruthy();
    expect(screen.getByText('Antworten des Labors')).toBeTruthy();
    const sent = screen.getByText('Order Sent');
    expect(sent.closest('.bp6-tag')?.className).toContain('bp6-intent-success');
    expect(screen.getByText('409').closest('.bp6-tag')?.className).toContain('bp6-intent-warning');
    expect(screen.getByText('503').closest('.bp6-tag')?.className).toContain('bp6-intent-danger');
    expect(screen.getByText('DUP-7')).toBeTruthy();
    expect(screen.getByText('Barcode DUP-7 is already registered.')).toBeTruthy();
    // Genotypes the catalogue refused for their marker, with the reason (issue 28).
    expect(screen.getByText('Abgelehnte Genotypen')).toBeTruthy();
    expect(screen.getByText('rs1800462')).toBeTruthy();
    expect(screen.getByText('A/T').closest('.bp6-tag')?.className).toContain('bp6-intent-danger');
    expect(screen.getByText(/passt nicht zu rs1800462: erwartet C>G auf GRCh38\+/)).toBeTruthy();
  });

  it('asks for the lab answers only as an admin', async () => {
    const { variables } = renderDetails(true);
    await act(async () => {});
    expect(variables).toEqual([{ id: '42', admin: true }]);
  });

  it('shows the recipe of the supplements part: de-DE doses, warnings and the explanations', async () => {
    renderDetails(false, { status: 'Delayed', recipe: recipe() });
    await act(async () => {});
    expect(screen.getByText('Ärztliche Überprüfung der Rezeptur')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rezeptur' })).toBeTruthy();
    const vitaminD = screen.getByText('Vitamin D3').closest('tr') as HTMLElement;
    expect(within(vitaminD).getByText('1.234,50 µg')).toBeTruthy();
    const warning = within(vitaminD).getByText('Vitamin D3 kann die Wirkung von Digoxin verstärken.');
    expect(warning.closest('.bp6-callout')?.className).toContain('bp6-intent-warning');
    const magnesium = screen.getByText('Magnesium').closest('tr') as HTMLElement;
    expect(within(magnesium).queryByText('Pharmakogenetische Warnhinweise')).toBeNull();

    fireEvent.click(within(vitaminD).getByRole('button', { name: 'Erklärung zu Vitamin D3' }));
    expect(await screen.findByText('Formel „Vitamin D nach Spiegel“ (Version 3)')).toBeTruthy();
    expect(
      screen.getByText('Ergebnis der Formel: 120,00 µg, auf das Maximum 100,00 µg begrenzt'),
    ).toBeTruthy();
    fireEvent.click(within(magnesium).getByRole('button', { name: 'Erklärung zu Magnesium' }));
    expect(await screen.findByText('Von der Ärztin/dem Arzt festgelegt')).toBeTruthy();
  });

  it('offers Produktion starten for a recipe under review and opens its confirmation', async () => {
    const { router } = renderDetails(false, { status: 'Delayed', recipe: recipe() });
    await act(async () => {});
    expect(startButton()).toHaveProperty('disabled', false);
    fireEvent.click(startButton() as HTMLElement);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('action')).toBe('start_production');
    expect(params.get('orderId')).toBe('42');
  });

  it('offers Produktion starten while the results are pending, before there is a recipe', async () => {
    renderDetails(false, { status: 'WaitingForResults', recipe: null });
    await act(async () => {});
    expect(startButton()).toHaveProperty('disabled', false);
    expect(
      screen.getByText('Die Rezeptur wird erstellt, sobald die Ergebnisse der Analysen vorliegen.'),
    ).toBeTruthy();
  });

  it.each(['Paused', 'Canceled'])('shows Produktion starten disabled while %s', async (status) => {
    renderDetails(false, { status, recipe: null });
    await act(async () => {});
    expect(startButton()).toHaveProperty('disabled', true);
  });

  it.each(['ProductionStarted', 'OrderShipped', 'OrderPlaced'])(
    'hides Produktion starten for %s',
    async (status) => {
      renderDetails(false, { status, recipe: status === 'OrderPlaced' ? null : recipe() });
      await act(async () => {});
      expect(startButton()).toBeNull();
    },
  );

  it('says when production was approved and does not offer it again', async () => {
    renderDetails(false, { status: 'Delayed', recipe: recipe({ approved_at: '2026-11-23T10:00:00.000Z' }) });
    await act(async () => {});
    expect(screen.getByText('Produktion freigegeben am 23.11.2026')).toBeTruthy();
    expect(startButton()).toHaveProperty('disabled', true);
  });

  it('says that production starts automatically after the results', async () => {
    renderDetails(false, { status: 'WaitingForResults', recipe: recipe({ start_when_ready: true }) });
    await act(async () => {});
    expect(screen.getByText('Startet automatisch nach den Ergebnissen')).toBeTruthy();
    expect(startButton()).toHaveProperty('disabled', true);
  });
});

// The mock environment keys records by their id alone: ids apart from the fixture's other records.
const refund = (id: string, status: string, changes: Record<string, unknown> = {}) => ({
  id,
  amount: 49.9,
  status,
  createdAt: '2026-11-28T09:00:00.000Z',
  refundedAt: status === 'Refunded' ? '2026-11-29T09:00:00.000Z' : null,
  stornoNumber: 'S-2026-00007',
  canRetry: false,
  ...changes,
});

const paid = {
  payment_status: 'ChargedBack',
  paymentMethod: 'creditcard',
  refunds: [
    refund('61', 'Refunded'),
    refund('62', 'Pending', { amount: 1234.5, stornoNumber: null }),
    refund('63', 'Failed', { canRetry: true }),
  ],
  chargebacks: [
    {
      id: '81',
      amount: 314.91,
      createdAt: '2026-12-01T10:00:00.000Z',
      reason: 'Karteninhaber bestreitet die Zahlung',
      reversedAt: '2026-12-03T10:00:00.000Z',
    },
  ],
};

const intentOf = (text: string, row: HTMLElement) =>
  within(row).getByText(text).closest('.bp6-tag')?.className;
const retryButton = () => screen.queryByRole('button', { name: 'Erneut erstatten' });

describe('OrderDetailsDialog, payment', () => {
  afterEach(() => registerToaster(null));

  it('shows the method, the refunds with their statuses and the chargebacks; a chargeback is a problem', async () => {
    renderDetails(false, null, paid);
    await act(async () => {});
    const section = screen.getByRole('region', { name: 'Zahlung' });
    expect(section.dataset.testid).toBe('order-payment');
    expect(within(section).getByText('Kreditkarte')).toBeTruthy();

    const refunds = within(section).getByRole('table', { name: 'Erstattungen' });
    const refunded = within(refunds).getByTestId('refund-61');
    expect(intentOf('Erstattet', refunded)).toContain('bp6-intent-success');
    expect(within(refunded).getByText('28.11.2026')).toBeTruthy();
    expect(within(refunded).getByText('S-2026-00007')).toBeTruthy();
    const running = within(refunds).getByTestId('refund-62');
    expect(intentOf('Erstattung läuft', running)).toContain('bp6-intent-primary');
    const amount = within(running).getByText('1.234,50 €', {
      normalizer: (text) => text.replace(/\s/gu, ' '),
    });
    expect(amount.className).toContain('numeric');
    expect(intentOf('Erstattung fehlgeschlagen', within(refunds).getByTestId('refund-63'))).toContain(
      'bp6-intent-danger',
    );

    const chargebacks = within(section).getByRole('table', { name: 'Rückbuchungen' });
    expect(within(chargebacks).getByText('Karteninhaber bestreitet die Zahlung')).toBeTruthy();
    expect(within(chargebacks).getByText('Zurückgenommen am 03.12.2026')).toBeTruthy();
    expect(within(chargebacks).getByText('01.12.2026')).toBeTruthy();

    expect(screen.getByText('Zahlung zurückgebucht').closest('.bp6-tag')?.className).toContain(
      'bp6-intent-danger',
    );
    // Asking the provider again is the admins' action.
    expect(retryButton()).toBeNull();
  });

  it('names a method it has no name for by its id, and shows no empty tables', async () => {
    renderDetails(false, null, { paymentMethod: 'twint' });
    await act(async () => {});
    const section = screen.getByRole('region', { name: 'Zahlung' });
    expect(within(section).getByText('twint')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByText('Erstattungen')).toBeNull();
    expect(within(section).queryByText('Rückbuchungen')).toBeNull();
  });

  it('lets an admin ask again for a failed refund and says so', async () => {
    const toaster = { show: vi.fn<Toaster['show']>(), dismiss: vi.fn(), clear: vi.fn(), getToasts: vi.fn() };
    registerToaster(toaster);
    const { environment } = renderDetails(true, null, paid);
    await act(async () => {});
    const failed = screen.getByTestId('refund-63');
    expect(within(screen.getByTestId('refund-61')).queryByRole('button')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Erneut erstatten' }));

    const sent: unknown[] = [];
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => {
        sent.push({ name: operation.request.node.operation.name, ...operation.request.variables });
        return {
          data: {
            retryRefund: {
              __typename: 'PaymentRefund',
              id: '63',
              status: 'Queued',
              canRetry: false,
              refundedAt: null,
            },
          },
        };
      }),
    );
    expect(sent).toEqual([{ name: 'RetryRefundButtonMutation', id: '63' }]);
    expect(toaster.show.mock.calls.map(([props]) => props.message)).toEqual([
      'Erstattung erneut angefordert.',
    ]);
    // The answer updates the row: queued again, nothing more to retry.
    expect(intentOf('Erstattung vorgemerkt', screen.getByTestId('refund-63'))).toContain(
      'bp6-intent-warning',
    );
    expect(retryButton()).toBeNull();
  });

  it('says nothing went well when the retry fails', async () => {
    const toaster = { show: vi.fn<Toaster['show']>(), dismiss: vi.fn(), clear: vi.fn(), getToasts: vi.fn() };
    registerToaster(toaster);
    const { environment } = renderDetails(true, null, paid);
    await act(async () => {});
    fireEvent.click(retryButton() as HTMLElement);
    await act(async () =>
      environment.mock.resolveMostRecentOperation(() => ({
        data: null,
        errors: [{ message: 'Die Erstattung kann nicht erneut angefordert werden.' }],
      })),
    );
    expect(toaster.show).not.toHaveBeenCalled();
    expect(intentOf('Erstattung fehlgeschlagen', screen.getByTestId('refund-63'))).toContain(
      'bp6-intent-danger',
    );
    expect(retryButton()).toHaveProperty('disabled', false);
  });
});
