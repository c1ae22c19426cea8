import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../../http/rest';
import { toast } from '../../../shared/toast/toast';
import { renderScreen } from '../../../test/renderScreen';
import { type PatientPlan, patientPlan, requestPlanChange, withdrawPlanChange } from './patientPlanApi';
import { PatientPlanPage } from './PatientPlanPage';

vi.mock('./patientPlanApi', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  patientPlan: vi.fn(),
  requestPlanChange: vi.fn(),
  withdrawPlanChange: vi.fn(),
}));
vi.mock('../../../shared/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const plan: PatientPlan = {
  id: '3',
  status: 'active',
  startDate: '2026-09-01T08:00:00Z',
  nextProductionDate: '2026-11-30T08:00:00Z',
  nextProductionNote: null,
  resumeAt: null,
  pricePerPeriod: 179,
  recipe: {
    releasedAt: '2026-09-02T08:00:00Z',
    note: 'Bitte morgens einnehmen.',
    rows: [{ name: 'Vitamin D3', amount: 20, unit: 'µg', description: 'Für Knochen und Immunsystem' }],
  },
  openRequest: null,
  mayRequest: ['pause', 'cancel'],
};

async function openPage() {
  renderScreen(<PatientPlanPage />, { path: '/plan' });
  await screen.findByRole('heading', { name: 'Mein Nährstoffplan' });
}

// The heading renders before the plan has loaded, so the button is awaited, not assumed.
async function click(name: string, scope: HTMLElement = document.body) {
  const button = await within(scope).findByRole('button', { name });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('PatientPlanPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows status, next production, price per 90 days and the released recipe', async () => {
    vi.mocked(patientPlan).mockResolvedValue(plan);
    await openPage();
    expect(await screen.findByText('30.11.2026')).toBeTruthy();
    expect(document.querySelector('[data-status="active"]')).toBeTruthy();
    expect(screen.getByText('179,00 € pro 90 Tage')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Vitamin D3/ })).toBeTruthy();
    expect(within(table).getByText('20 µg')).toBeTruthy();
    expect(screen.getByText('Bitte morgens einnehmen.')).toBeTruthy();
  });

  it('says the recipe is not released yet, and that there is no plan', async () => {
    vi.mocked(patientPlan).mockResolvedValueOnce({ ...plan, recipe: null });
    await openPage();
    expect(
      await screen.findByText('Ihre Ärztin oder Ihr Arzt hat die Rezeptur noch nicht freigegeben.'),
    ).toBeTruthy();
  });

  it('says so when the patient has no plan', async () => {
    vi.mocked(patientPlan).mockResolvedValue(null);
    await openPage();
    expect(await screen.findByText('Sie haben keinen Nährstoffplan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pausieren anfragen' })).toBeNull();
  });

  it('sends a pause request with a message after explaining that the doctor confirms it', async () => {
    vi.mocked(patientPlan).mockResolvedValue(plan);
    vi.mocked(requestPlanChange).mockResolvedValue({
      id: '9',
      kind: 'pause',
      message: 'Urlaub',
      requestedAt: '2026-10-01T08:00:00Z',
    });
    await openPage();
    await click('Pausieren anfragen');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Erst dann ändert sich Ihr Plan/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nachricht an Ihre Praxis (freiwillig)'), {
      target: { value: 'Urlaub' },
    });
    vi.mocked(patientPlan).mockResolvedValue({
      ...plan,
      openRequest: { id: '9', kind: 'pause', message: 'Urlaub', requestedAt: '2026-10-01T08:00:00Z' },
      mayRequest: [],
    });
    await click('Anfrage senden', dialog);
    expect(requestPlanChange).toHaveBeenCalledWith('pause', 'Urlaub');
    expect(toast.success).toHaveBeenCalledWith('Ihre Anfrage wurde an Ihre Praxis geschickt.');
    expect(
      await screen.findByText('Sie haben am 01.10.2026 darum gebeten, Ihren Plan zu pausieren.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pausieren anfragen' })).toBeNull();
  });

  it("shows the server's reason when a request is refused", async () => {
    vi.mocked(patientPlan).mockResolvedValue(plan);
    vi.mocked(requestPlanChange).mockRejectedValue(
      new RestError(409, [{ message: 'Sie haben bereits eine offene Anfrage.', reason: 'unknown.code' }]),
    );
    await openPage();
    await click('Kündigung anfragen');
    const dialog = await screen.findByRole('dialog');
    await click('Anfrage senden', dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Sie haben bereits eine offene Anfrage.');
  });

  it('withdraws the open request', async () => {
    vi.mocked(patientPlan).mockResolvedValue({
      ...plan,
      openRequest: { id: '9', kind: 'cancel', message: null, requestedAt: '2026-10-01T08:00:00Z' },
      mayRequest: [],
    });
    vi.mocked(withdrawPlanChange).mockResolvedValue(undefined);
    await openPage();
    await screen.findByText('Sie haben am 01.10.2026 darum gebeten, Ihren Plan zu kündigen.');
    vi.mocked(patientPlan).mockResolvedValue(plan);
    await click('Anfrage zurückziehen');
    expect(withdrawPlanChange).toHaveBeenCalledWith('9');
    expect(await screen.findByRole('button', { name: 'Pausieren anfragen' })).toBeTruthy();
  });
});
