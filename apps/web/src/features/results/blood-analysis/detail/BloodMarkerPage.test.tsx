import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/renderScreen';
import { resolveAllOperations } from '../../../../test/resolveAllOperations';
import { BloodMarkerPage } from './BloodMarkerPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../shared/toast/toast', () => ({ toast }));
// The chart itself needs a real layout; here it only says what it was given.
vi.mock('./BloodTrendChart', () => ({
  default: ({
    points,
    labels,
  }: {
    points: { date: string; value: number | null }[];
    labels: { yAxis: string };
  }) => (
    <p>
      chart {labels.yAxis}: {points.map((point) => `${point.date || '·'}=${point.value ?? '·'}`).join(' ')}
    </p>
  ),
}));

const description = `${'Ferritin speichert Eisen im Körper. '.repeat(10)}Ende des Textes.`;

const bloodMarker = {
  id: '4',
  name: 'Ferritin',
  code: 'FERR',
  description,
  bibliography: ['Muster M. Eisen. 2020.'],
  docinfo_lt: 'Fachinformation',
  docinfo_url: 'https://example.org/ferritin',
  unit: 'µg/l',
  formattedUnit: 'ng/ml',
  min_optimal_value: 30,
  max_optimal_value: 300,
  lab_min_value: 15,
  lab_max_value: 400,
  unitAlternatives: [{ unit: 'pmol/l', factor: 0.445 }],
  molar_mass: null,
  ucumUnit: 'ug/L',
  loincCodes: ['2276-4'],
  currentValue: 85.5,
  currentValueColor: '#238551',
  valueDate: '2026-10-02',
  currentSource: 'Doctor',
  valueIntervals: {
    minValue: { value: 0, color: '#cd4246' },
    maxValue: { value: 400, color: '#cd4246' },
    intervals: [
      { value: 30, color: '#cd4246', length_percent: 25 },
      { value: 300, color: '#238551', length_percent: 50 },
      { value: 400, color: '#cd4246', length_percent: 25 },
    ],
  },
  value_text: 'Optimal',
  value_color: null,
  value_bg_color: null,
  value_description: null,
  symptoms: [{ id: '1', name: 'Müdigkeit' }],
  indications: [{ id: '2', name: 'Eisenmangel' }],
  micronutrients: [{ id: '12', name: 'Eisen' }],
  referenceRange: { sex: 'female', ageFrom: null, ageTo: null, needsSignOff: true },
};

const history = [
  {
    id: '31',
    analysis_result_id: '30',
    name: 'Ferritin',
    currentValue: 85.5,
    valueDate: '2026-10-02',
    source: 'Doctor',
    formattedUnit: 'ng/ml',
    isDeletable: true,
    value_color: '#238551',
  },
  {
    id: '21',
    analysis_result_id: '20',
    name: 'Ferritin',
    currentValue: 20.123,
    valueDate: '2026-03-01',
    source: 'Noi',
    formattedUnit: 'ng/ml',
    isDeletable: false,
    value_color: '#CD4246',
  },
];

const updated = {
  data: { updateBloodAnalysisResult: { id: '32', currentValue: 90.5, valueDate: '2026-10-03' } },
};
let updateAnswer: unknown = updated;

function renderPage(path = '/patients/7/blood-analysis/FERR', marker: unknown = bloodMarker) {
  const environment = createMockEnvironment();
  const sent: { name: string; variables: unknown }[] = [];
  resolveAllOperations(environment, (operation) => {
    const name = operation.request.node.params.name;
    sent.push({ name, variables: operation.request.variables });
    if (name === 'EditAnalysisDialogQuery')
      return {
        data: {
          analysisParameters: {
            data: [
              {
                id: '4',
                code: 'FERR',
                name: 'Ferritin',
                formattedUnit: 'ng/ml',
                lower_input_limit_value: 1,
                upper_input_limit_value: 2000,
              },
            ],
          },
        },
      };
    if (name === 'useUpdateBloodAnalysisResultMutation') return updateAnswer;
    if (name === 'useDeleteAnalysisResultMutation')
      return {
        data: { deleteAnalysisResult: { id: '31', message: 'Der Wert wurde erfolgreich gelöscht!' } },
      };
    return { data: { bloodMarker: marker, bloodMarkerHistory: marker ? history : [] } };
  });
  const result = renderScreen(<BloodMarkerPage />, {
    path,
    route: '/patients/:patientId/blood-analysis/:code',
    environment,
  });
  return { ...result, sent };
}

describe('BloodMarkerPage', () => {
  beforeEach(() => {
    toast.success.mockClear();
    updateAnswer = updated;
  });

  it('shows the value with date and source, the ranges and the trend oldest first', async () => {
    const { sent } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Ferritin' })).toBeTruthy();
    expect(sent[0]).toEqual({
      name: 'BloodMarkerPageQuery',
      variables: { patientId: '7', code: 'FERR', limit: 5 },
    });
    expect(screen.getByText('Wert vom 02.10.2026 · Quelle: Eigene Eingabe')).toBeTruthy();
    expect(screen.getByText('15 – 400 ng/ml')).toBeTruthy();
    expect(screen.getByText('30 – 300 ng/ml')).toBeTruthy();
    // Whom the patient's ranges are for, and that the optimal band awaits a sign-off.
    expect(screen.getByText(/Frauen, jedes Alter/)).toBeTruthy();
    expect(screen.getByText(/ärztliche Freigabe ausstehend/)).toBeTruthy();
    expect(await screen.findByText('chart Wert (ng/ml): 01.03.2026=20.12 02.10.2026=85.5')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zurück zur Blutanalyse/ }).getAttribute('href')).toBe(
      '/patients/7/blood-analysis',
    );
  });

  it('lists the last values; a lab value cannot be deleted', async () => {
    renderPage();
    const table = (await screen.findByText('Letzte Werte')).parentElement as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('85,50 ng/ml')).toBeTruthy();
    const labDelete = within(rows[1]).getByRole('button', { name: 'Löschen' });
    expect(labDelete.getAttribute('aria-disabled')).toBe('true');
    const labEdit = within(rows[1]).getByRole('button', { name: 'Bearbeiten' });
    expect(labEdit.getAttribute('aria-disabled')).toBe('true');
    expect(
      within(rows[0]).getByRole('button', { name: 'Bearbeiten' }).getAttribute('aria-disabled'),
    ).not.toBe('true');
    expect(within(rows[1]).getByText('Laboranalyse')).toBeTruthy();
  });

  it('deletes an entered value through the delete_analysis dialog', async () => {
    const { sent, router } = renderPage();
    const table = (await screen.findByText('Letzte Werte')).parentElement as HTMLElement;
    fireEvent.click(within(table).getAllByRole('button', { name: 'Löschen' })[0]);
    expect(router.state.location.search).toBe('?action=delete_analysis&analysisId=31');
    expect(
      await screen.findByText('Möchten Sie den Wert 85,50 ng/ml vom 02.10.2026 wirklich löschen?'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Wert löschen' })));
    expect(sent.find((call) => call.name === 'useDeleteAnalysisResultMutation')?.variables).toEqual({
      id: '31',
    });
    expect(toast.success).toHaveBeenCalledWith('Der Wert wurde erfolgreich gelöscht!');
    expect(router.state.location.search).toBe('');
    // The page asks the server again.
    expect(sent.filter((call) => call.name === 'BloodMarkerPageQuery').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to delete a lab value opened by URL', async () => {
    renderPage('/patients/7/blood-analysis/FERR?action=delete_analysis&analysisId=21');
    expect(
      await screen.findByText('Werte aus einer Laboranalyse können nicht gelöscht werden.', {
        selector: '.bp6-callout *, .bp6-callout',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wert löschen' })).toBeNull();
  });

  it('edits an entered value through the edit_analysis dialog', async () => {
    const { sent, router } = renderPage();
    const table = (await screen.findByText('Letzte Werte')).parentElement as HTMLElement;
    fireEvent.click(within(table).getAllByRole('button', { name: 'Bearbeiten' })[0]);
    expect(router.state.location.search).toBe('?action=edit_analysis&analysisId=31');
    const value = await screen.findByLabelText<HTMLInputElement>('Wert (ng/ml)');
    const date = screen.getByLabelText<HTMLInputElement>('Datum der Blutabnahme');
    expect(value.value).toBe('85.5');
    expect(date.value).toBe('02.10.2026');
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await act(async () => {
      fireEvent.change(value, { target: { value: '3000' } });
      fireEvent.blur(value);
    });
    expect(
      await screen.findByText('Ups! Das Feld Ferritin muss zwischen 1 und 2000 ng/ml liegen!'),
    ).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.click(save));
    expect(sent.some((call) => call.name === 'useUpdateBloodAnalysisResultMutation')).toBe(false);

    await act(async () => {
      fireEvent.change(value, { target: { value: '90.5' } });
      fireEvent.blur(value);
      fireEvent.change(date, { target: { value: '03-10-2026' } });
      fireEvent.blur(date);
    });
    expect(screen.queryByText(/muss zwischen/)).toBeNull();
    await act(async () => fireEvent.click(save));
    expect(sent.find((call) => call.name === 'useUpdateBloodAnalysisResultMutation')?.variables).toEqual({
      id: '31',
      value: '90.5',
      date: '2026-10-03',
    });
    expect(toast.success).toHaveBeenCalledWith('Der Wert wurde erfolgreich aktualisiert!');
    expect(router.state.location.search).toBe('');
    expect(sent.filter((call) => call.name === 'BloodMarkerPageQuery').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps save disabled while the value is unchanged', async () => {
    renderPage('/patients/7/blood-analysis/FERR?action=edit_analysis&analysisId=31');
    const value = await screen.findByLabelText<HTMLInputElement>('Wert (ng/ml)');
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.change(value, { target: { value: '86' } }));
    expect(save.hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.change(value, { target: { value: '85.5' } }));
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it("puts the server's messages on the edit dialog's fields", async () => {
    updateAnswer = {
      errors: [
        {
          message: 'Validation failed for the field [updateBloodAnalysisResult].',
          extensions: { validation: { date: ['Das Datum darf nicht in der Zukunft liegen.'] } },
        },
      ],
      data: null,
    };
    const { router } = renderPage('/patients/7/blood-analysis/FERR?action=edit_analysis&analysisId=31');
    const value = await screen.findByLabelText<HTMLInputElement>('Wert (ng/ml)');
    await act(async () => fireEvent.change(value, { target: { value: '86' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(await screen.findByText('Das Datum darf nicht in der Zukunft liegen.')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?action=edit_analysis&analysisId=31');
  });

  it('refuses to edit a lab value opened by URL', async () => {
    renderPage('/patients/7/blood-analysis/FERR?action=edit_analysis&analysisId=21');
    expect(
      await screen.findByText('Werte aus einer Laboranalyse können nicht geändert werden.', {
        selector: '.bp6-callout *, .bp6-callout',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('shows conversion, description preview, documentation, chips and bibliography', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Ferritin' });
    expect(screen.getByText('Umrechnung')).toBeTruthy();
    expect(screen.getByText('192,13 pmol/l')).toBeTruthy();
    expect(screen.queryByText(/Ende des Textes/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(screen.getByText(/Ende des Textes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Fachinformation/ }).getAttribute('href')).toBe(
      'https://example.org/ferritin',
    );
    expect(screen.getByText('Müdigkeit')).toBeTruthy();
    expect(screen.getByText('Eisenmangel')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Eisen$/ }).getAttribute('href')).toBe(
      '/patients/7/micronutrients/12',
    );
    expect(screen.getByText('Muster M. Eisen. 2020.')).toBeTruthy();
    // The codes for other software (issue 36).
    const codes = screen.getByLabelText('Codes für andere Software');
    expect(codes.textContent).toBe('LOINC2276-4Einheit (UCUM)ug/L');
  });

  it('says so for an unknown code', async () => {
    renderPage('/patients/7/blood-analysis/NOPE', null);
    expect(await screen.findByText('Diesen Blutparameter gibt es nicht.')).toBeTruthy();
  });
});
