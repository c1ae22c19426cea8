import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/renderScreen';
import { resolveAllOperations } from '../../../../test/resolveAllOperations';
import { BloodAnalysisPage } from './BloodAnalysisPage';
import BloodAnalysisTableQueryNode from './__generated__/BloodAnalysisTableQuery.graphql';
import { bloodAnalysisTableQuery } from './bloodAnalysisTableQuery';
import { resetRelayEnvironment } from '../../../../relay/environment';
import { withoutReleases } from '../../releases/withoutReleases';

const downloadFile = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../../http/download', () => ({ downloadFile }));

const scale = {
  minValue: { value: 0, color: '#cd4246' },
  maxValue: { value: 400, color: '#cd4246' },
  intervals: [
    { value: 30, color: '#cd4246', length_percent: 25 },
    { value: 300, color: '#238551', length_percent: 50 },
    { value: 400, color: '#cd4246', length_percent: 25 },
  ],
};

const marker = (
  id: string,
  name: string,
  code: string,
  currentValue: number | null,
  category = 'Iron',
  trend: number[] = currentValue === null ? [] : [currentValue],
) => ({
  id,
  name,
  code,
  category,
  trend: trend.map((value, index) => ({ valueDate: `2026-0${index + 1}-02`, value })),
  currentValue,
  currentValueColor: currentValue === null ? null : currentValue < 30 ? '#cd4246' : '#238551',
  valueDate: currentValue === null ? null : '2026-10-02',
  formattedUnit: 'ng/ml',
  min_optimal_value: 30,
  max_optimal_value: 300,
  value_text: null,
  valueIntervals: scale,
});

const uploads = [
  {
    id: '9',
    file_name: 'befund-november.pdf',
    created_at: '2026-11-24T10:05:00.000Z',
    size: 1572864,
    state: 'Received',
    dueAt: '2026-11-26T10:05:00.000Z',
    processed_at: null,
    rejection_reason: null,
  },
  {
    id: '8',
    file_name: 'labor.png',
    created_at: '2026-10-01T08:00:00.000Z',
    size: 12288,
    state: 'Processed',
    dueAt: '2026-10-03T08:00:00.000Z',
    processed_at: '2026-10-02T07:30:00.000Z',
    rejection_reason: null,
  },
  {
    id: '7',
    file_name: 'unscharf.jpg',
    created_at: '2026-09-15T08:00:00.000Z',
    size: 2048,
    state: 'Rejected',
    dueAt: '2026-09-17T08:00:00.000Z',
    processed_at: '2026-09-16T09:00:00.000Z',
    rejection_reason: 'Die Werte sind nicht lesbar.',
  },
];

function renderPage(markersFor: (search: string | null) => unknown[], bloodUploads: unknown[] = []) {
  const environment = createMockEnvironment();
  const searches: (string | null)[] = [];
  resolveAllOperations(
    environment,
    withoutReleases((operation) => {
      if (operation.request.node.params.name === 'BloodUploadsCardQuery') return { data: { bloodUploads } };
      const search = operation.request.variables.search as string | null;
      searches.push(search);
      return { data: { bloodAnalysisList: markersFor(search) } };
    }),
  );
  renderScreen(<BloodAnalysisPage />, {
    path: '/patients/7/blood-analysis',
    route: '/patients/:patientId/blood-analysis',
    environment,
    loader: bloodAnalysisTableQuery,
  });
  return { searches };
}

afterEach(() => {
  vi.useRealTimers();
  downloadFile.mockClear();
});

describe('BloodAnalysisPage', () => {
  it("starts the markers' query with the route, before the screen renders, and runs it once", async () => {
    const environment = createMockEnvironment();
    resetRelayEnvironment(environment);
    const ref = await bloodAnalysisTableQuery.route.loader({
      request: new Request('http://portal.test/patients/7/blood-analysis'),
      params: { patientId: '7' },
      context: undefined,
      url: new URL('http://portal.test/patients/7/blood-analysis'),
      pattern: '/patients/:patientId/blood-analysis',
    });
    // In flight before any screen has rendered (the route's loader ran alone).
    expect(
      environment.mock.isLoading(
        BloodAnalysisTableQueryNode,
        { patientId: '7', search: null },
        { force: true },
      ),
    ).toBe(true);
    expect(ref.variables).toEqual({ patientId: '7', search: null });
    ref.dispose();

    const { searches } = renderPage(() => [marker('1', 'Ferritin', 'FERR', 50)]);
    await screen.findByRole('link', { name: 'Ferritin' });
    expect(searches).toEqual([null]);
  });

  it('runs the loader again only when its variables change, not for a dialog in the URL', () => {
    const revalidates = (from: string, to: string, nextPatient = '7') =>
      bloodAnalysisTableQuery.route.shouldRevalidate({
        currentUrl: new URL(`http://portal.test${from}`),
        currentParams: { patientId: '7' },
        nextUrl: new URL(`http://portal.test${to}`),
        nextParams: { patientId: nextPatient },
        defaultShouldRevalidate: true,
      });
    expect(revalidates('/patients/7/blood-analysis', '/patients/7/blood-analysis?action=upload')).toBe(false);
    expect(revalidates('/patients/7/blood-analysis', '/patients/8/blood-analysis', '8')).toBe(true);
  });

  it('lists the markers with date, value in words, optimal range and scale, each linking to its detail', async () => {
    renderPage(() => [marker('1', 'Ferritin', 'FERR', 12.345), marker('2', 'Vitamin D', 'VITD', 45)]);
    const link = await screen.findByRole('link', { name: 'Ferritin' });
    expect(link.getAttribute('href')).toBe('/patients/7/blood-analysis/FERR');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('02.10.2026')).toBeTruthy();
    expect(within(row).getByText('12,35 ng/ml')).toBeTruthy();
    expect(within(row).getByText('Zu niedrig')).toBeTruthy();
    expect(within(row).getByText('30 – 300 ng/ml')).toBeTruthy();
    expect(
      within(row).getByRole('img', { name: 'Einordnung auf der Skala: Zu niedrig, 12,35 ng/ml' }),
    ).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Vitamin D' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Optimal')).toBeTruthy();
  });

  it('groups the markers by section in the lab-report order, the measured ones first in each', async () => {
    renderPage(() => [
      marker('1', 'Ferritin', 'FERRITIN', 80, 'Iron'),
      marker('2', 'TSH', 'TSH', 2, 'Thyroid'),
      marker('3', 'Eisen', 'IRON', null, 'Iron'),
      marker('4', 'Vitamin D', 'VITD', 60, 'Vitamins'),
      marker('5', 'HbA1c', 'HBA1C', 5.2, 'Other'),
      marker('6', 'Transferrin', 'TRANSFERRIN', 2.5, 'Iron'),
    ]);
    await screen.findByRole('link', { name: 'Ferritin' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nur gemessene Werte' }));
    const table = screen.getByRole('table');
    const headings = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Vitamine1 von 1 gemessen',
      'Eisenstoffwechsel2 von 3 gemessen',
      'Schilddrüse1 von 1 gemessen',
      'Weitere1 von 1 gemessen',
    ]);
    const groups = table.querySelectorAll('tbody');
    const iron = within(groups[1] as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(iron).toEqual(['Ferritin', 'Transferrin', 'Eisen']);
  });

  it("turns 'Nur gemessene Werte' on when there are values: markers without one and their empty sections hide", async () => {
    renderPage(() => [
      marker('1', 'Ferritin', 'FERRITIN', 80, 'Iron'),
      marker('2', 'Eisen', 'IRON', null, 'Iron'),
      marker('3', 'TSH', 'TSH', null, 'Thyroid'),
    ]);
    await screen.findByRole('link', { name: 'Ferritin' });
    const toggle = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Nur gemessene Werte' });
    expect(toggle.checked).toBe(true);
    expect(screen.queryByRole('link', { name: 'Eisen' })).toBeNull();
    expect(screen.queryByText('Schilddrüse')).toBeNull();
    expect(screen.getByText('Eisenstoffwechsel')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Eisen' })).toBeTruthy();
    expect(screen.getByText('Schilddrüse')).toBeTruthy();
  });

  it('draws a trend line only for markers with two or more values, described for screen readers', async () => {
    renderPage(() => [
      marker('1', 'Ferritin', 'FERRITIN', 80, 'Iron', [40, 60, 80]),
      marker('2', 'TSH', 'TSH', 2, 'Thyroid', [3, 2]),
      marker('3', 'Vitamin D', 'VITD', 60, 'Vitamins', [60]),
    ]);
    const ferritin = (await screen.findByRole('link', { name: 'Ferritin' })).closest('tr') as HTMLElement;
    expect(within(ferritin).getByRole('img', { name: 'Verlauf: 3 Werte, zuletzt steigend' })).toBeTruthy();
    const tsh = screen.getByRole('link', { name: 'TSH' }).closest('tr') as HTMLElement;
    expect(within(tsh).getByRole('img', { name: 'Verlauf: 2 Werte, zuletzt fallend' })).toBeTruthy();
    const vitaminD = screen.getByRole('link', { name: 'Vitamin D' }).closest('tr') as HTMLElement;
    expect(within(vitaminD).queryByRole('img', { name: /^Verlauf/ })).toBeNull();
    // The line runs through the values, oldest first, rising for ferritin; the optimal band lies behind it.
    const points = ferritin
      .querySelector('.blood-sparkline .blood-sparkline-line')!
      .getAttribute('points')!
      .split(' ')
      .map((point) => point.split(',').map(Number));
    expect(points).toHaveLength(3);
    expect(points[0][0]).toBeLessThan(points[2][0]);
    expect(points[0][1]).toBeGreaterThan(points[2][1]);
    expect(ferritin.querySelector('.blood-sparkline .blood-sparkline-band')).not.toBeNull();
  });

  it("says 'Nicht gefunden!' when a search finds nothing", async () => {
    const { searches } = renderPage((search) =>
      search === null ? [marker('1', 'Ferritin', 'FERR', 50)] : [],
    );
    await screen.findByRole('link', { name: 'Ferritin' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Blutparameter suchen' }), {
      target: { value: 'xyz' },
    });
    expect(await screen.findByText('Nicht gefunden!', {}, { timeout: 2000 })).toBeTruthy();
    expect(searches).toEqual([null, 'xyz']);
  });

  it('shows the empty state with the next actions while no marker has a value', async () => {
    renderPage(() => [marker('1', 'Ferritin', 'FERR', null)]);
    expect(await screen.findByText('Noch keine Blutparameter vorhanden.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Blutwerte eingeben' }).length).toBeGreaterThan(0);
  });

  it('downloads the PDF of the blood analysis', async () => {
    renderPage(() => []);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    expect(downloadFile).toHaveBeenCalledWith(
      '/api/patients/7/download-blood-analysis-pdf',
      'blutanalyse.pdf',
    );
  });

  it("downloads the patient's results as a FHIR R4 file, the button telling what it is for", async () => {
    renderPage(() => []);
    await act(async () => {});
    const button = screen.getByRole('button', { name: 'FHIR-Export' });
    fireEvent.mouseEnter(button);
    expect(
      await screen.findByText(
        'Alle Blut- und DNA-Ergebnisse als FHIR-R4-Datei (mit LOINC und UCUM) für Ihre Praxissoftware',
      ),
    ).toBeTruthy();
    fireEvent.click(button);
    expect(downloadFile).toHaveBeenCalledWith('/api/patients/7/fhir', 'ergebnisse-7.fhir.json');
  });

  it('lists the uploaded reports below the table with date, size and state', async () => {
    renderPage(() => [marker('1', 'Ferritin', 'FERR', 50)], uploads);
    const card = (await screen.findByText('Hochgeladene Befunde')).parentElement as HTMLElement;
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.length).toBe(3);
    expect(within(rows[0]).getByText('befund-november.pdf')).toBeTruthy();
    expect(within(rows[0]).getByText('24.11.2026 11:05')).toBeTruthy();
    expect(within(rows[0]).getByText('1,5 MB')).toBeTruthy();
    expect(within(rows[1]).getByText('12 kB')).toBeTruthy();
    const received = within(rows[0]).getByText('Eingegangen').closest('.bp6-tag') as HTMLElement;
    expect(received.className).toContain('bp6-intent-primary');
    const processed = within(rows[1]).getByText('Erfasst').closest('.bp6-tag') as HTMLElement;
    expect(processed.className).toContain('bp6-intent-success');
    const rejected = within(rows[2]).getByText('Abgelehnt').closest('.bp6-tag') as HTMLElement;
    expect(rejected.className).toContain('bp6-intent-danger');
    // When the values are expected, when the team handled the file, and why it could not use it.
    expect(within(rows[0]).getByText('Erwartet bis 26.11.2026 11:05')).toBeTruthy();
    expect(within(rows[1]).getByText('Bearbeitet am 02.10.2026 09:30')).toBeTruthy();
    expect(
      within(rows[2]).getByText('Bearbeitet am 16.09.2026 11:00 · Abgelehnt: Die Werte sind nicht lesbar.'),
    ).toBeTruthy();
  });

  it('shows no uploads card while there are none', async () => {
    renderPage(() => [marker('1', 'Ferritin', 'FERR', 50)], []);
    await screen.findByRole('link', { name: 'Ferritin' });
    await act(async () => {});
    expect(screen.queryByText('Hochgeladene Befunde')).toBeNull();
  });
});
