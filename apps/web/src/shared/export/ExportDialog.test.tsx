import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { ExportAction, ExportButton } from './ExportAction';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../toast/toast', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
const fileResponse = () =>
  new Response(new TextEncoder().encode('PK-xlsx-bytes'), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="gutschriften_2025-11-01_2025-11-24.xlsx"',
    },
  });

function renderExport(path = '/admin/therapists/credit-notes?action=export') {
  return renderScreen(
    <>
      <ExportButton />
      <ExportAction resource="credit-notes" />
    </>,
    { path, route: '/admin/therapists/credit-notes' },
  );
}

const type = (dialog: HTMLElement, label: string, value: string) => {
  const input = within(dialog).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

// The dialog loads lazily; loaded once here, it opens in the tests without waiting for its code.
beforeAll(async () => {
  await import('./ExportDialog');
}, 60_000);

describe('the export dialog', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('opens by its button, waits for both dates, and downloads the range as YYYY-MM-DD', async () => {
    const { router } = renderExport('/admin/therapists/credit-notes');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect(router.state.location.search).toBe('?action=export');
    const dialog = await screen.findByRole('dialog', { name: 'Gutschriften exportieren' });
    const submit = within(dialog).getByRole('button', { name: 'Exportieren' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    type(dialog, 'Startdatum', '01.11.2025');
    expect(submit.hasAttribute('disabled')).toBe(true);
    type(dialog, 'Enddatum', '24-11-2025');
    expect(submit.hasAttribute('disabled')).toBe(false);
    fetchMock.mockResolvedValue(fileResponse());
    await act(async () => fireEvent.click(submit));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/credit-notes/download-export?startDate=2025-11-01&endDate=2025-11-24',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Der Export wurde heruntergeladen.'));
    expect(router.state.location.search).toBe('');
  });

  it('sends format=csv when CSV is chosen', async () => {
    renderExport();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('CSV (Semikolon, UTF-8)'));
    type(dialog, 'Startdatum', '1.1.2025');
    type(dialog, 'Enddatum', '2.1.2025');
    fetchMock.mockResolvedValue(fileResponse());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' })));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/credit-notes/download-export?startDate=2025-01-01&endDate=2025-01-02&format=csv',
    );
  });

  it('tells what is wrong with a date and sends nothing', async () => {
    renderExport();
    const dialog = await screen.findByRole('dialog');
    type(dialog, 'Startdatum', '2025-11-01');
    type(dialog, 'Enddatum', '31.12.1899');
    expect(
      await within(dialog).findByText(
        'Bitte geben Sie ein gültiges Startdatum im Format TT-MM-JJJJ oder TT.MM.JJJJ ein.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Das Enddatum darf nicht vor dem 01.01.1900 liegen.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' })));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message when it refuses the export, and stays open', async () => {
    renderExport();
    const dialog = await screen.findByRole('dialog');
    type(dialog, 'Startdatum', '01.11.2025');
    type(dialog, 'Enddatum', '02.11.2025');
    fetchMock.mockResolvedValue(
      Response.json({ message: 'Das Enddatum darf nicht nach dem heutigen Tag liegen.' }, { status: 422 }),
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' })));
    expect(
      await within(dialog).findByText(
        'Der Export ist fehlgeschlagen: Das Enddatum darf nicht nach dem heutigen Tag liegen.',
      ),
    ).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
