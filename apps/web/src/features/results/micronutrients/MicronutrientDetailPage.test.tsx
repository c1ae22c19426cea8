import { act, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { MicronutrientDetailPage } from './MicronutrientDetailPage';

const vitaminD = {
  id: '12',
  name: 'Vitamin D3',
  formattedUnit: 'µg',
  min_value: 0,
  max_value: 100,
  description: 'Das Sonnenvitamin.',
  function: ['Knochenstoffwechsel', 'Immunsystem'],
  efsa_opinion: 'Trägt zur normalen Funktion des Immunsystems bei.',
  safety_opinion: 'Bis 100 µg täglich unbedenklich.',
  cap_basis: 'Höchstdosis 97,1 µg pro Tag. Höchstzufuhr (EFSA 2023) 100 µg minus Nahrung 2,9 µg.',
  laboratory_parameters: '25-OH-Vitamin D im Serum',
  bibliography: ['Holick 2007'],
  analysisParameters: [
    { id: 'p1', name: '25-OH-Vitamin D', code: 'VITD', analysis_type: 'Blood' },
    { id: 'p2', name: 'Vitamin-D-Rezeptor', code: 'VDR', analysis_type: 'Dna' },
  ],
  deficiencySymptoms: [{ id: 's1', name: 'Müdigkeit' }],
  indications: [{ id: 'i1', name: 'Osteoporose' }],
  contraindications: [{ id: 'c1', name: 'Hyperkalzämie' }],
};

const recommendation = {
  micronutrient_id: '12',
  current_value: 20,
  recommended_value: 100,
  warnings: ['Vitamin D3 kann die Wirkung von Digoxin verstärken.'],
  explanation: {
    source: 'formula',
    template_name: 'Vitamin D nach Spiegel',
    template_version: 2,
    raw_value: 140,
    clamped: 'max',
    min_value: 0,
    max_value: 100,
    inputs: [
      { name: 'blood_vitd', label: '25-OH-Vitamin D (ng/ml)', value: 12.5 },
      { name: 'weight', label: 'Gewicht (kg)', value: null },
    ],
    calculated_at: '2026-11-22T08:00:00.000Z',
    failure: null,
  },
};

function renderPage(micronutrient: unknown, latestMicronutrients: unknown[] = []) {
  const environment = createMockEnvironment();
  const variables: unknown[] = [];
  resolveAllOperations(environment, (operation) => {
    variables.push(operation.request.variables);
    return { data: { micronutrient, patient: { id: '7', latestMicronutrients } } };
  });
  renderScreen(<MicronutrientDetailPage />, {
    path: '/patients/7/micronutrients/12',
    route: '/patients/:patientId/micronutrients/:micronutrientId',
    environment,
  });
  return { variables };
}

describe('MicronutrientDetailPage', () => {
  it('shows range, texts, linked parameters, chips and bibliography', async () => {
    const { variables } = renderPage(vitaminD);
    await act(async () => {});
    expect(variables).toEqual([{ id: '12', patientId: '7' }]);
    expect(screen.getByRole('heading', { name: 'Vitamin D3' })).toBeTruthy();
    expect(screen.getByText('0,00 – 100,00 µg')).toBeTruthy();
    expect(screen.getByText('Immunsystem')).toBeTruthy();
    expect(screen.getByText('Bis 100 µg täglich unbedenklich.')).toBeTruthy();
    expect(screen.getByText('Höchstdosis: Obergrenze abzüglich der Zufuhr mit der Nahrung')).toBeTruthy();
    expect(
      screen.getByText('Höchstdosis 97,1 µg pro Tag. Höchstzufuhr (EFSA 2023) 100 µg minus Nahrung 2,9 µg.'),
    ).toBeTruthy();
    expect(screen.getByText('25-OH-Vitamin D im Serum')).toBeTruthy();
    expect(screen.getByRole('link', { name: '25-OH-Vitamin D (Blut)' }).getAttribute('href')).toBe(
      '/patients/7/blood-analysis/VITD',
    );
    expect(screen.getByRole('link', { name: 'Vitamin-D-Rezeptor (DNA)' }).getAttribute('href')).toBe(
      '/patients/7/dna-analysis/VDR',
    );
    expect(screen.getByText('Hyperkalzämie')).toBeTruthy();
    expect(screen.getByText('Holick 2007')).toBeTruthy();
    expect(screen.getByText('Keine Empfehlung')).toBeTruthy();
    expect(screen.getByText('0,00 µg')).toBeTruthy();
  });

  it("shows the patient's recommendation with its explanation and warnings", async () => {
    renderPage(vitaminD, [{ ...recommendation, micronutrient_id: '99' }, recommendation]);
    await act(async () => {});
    expect(screen.getByText('100,00 µg')).toBeTruthy();
    expect(screen.getByText('20,00 µg')).toBeTruthy();
    expect(screen.getByText('Vitamin D3 kann die Wirkung von Digoxin verstärken.')).toBeTruthy();
    expect(screen.getByText('Formel „Vitamin D nach Spiegel“ (Version 2)')).toBeTruthy();
    expect(screen.getByText('12,5')).toBeTruthy();
    expect(screen.getByText('kein Wert')).toBeTruthy();
    expect(
      screen.getByText('Ergebnis der Formel: 140,00 µg, auf das Maximum 100,00 µg begrenzt'),
    ).toBeTruthy();
  });

  it('says Nicht gefunden! for an unknown micronutrient', async () => {
    renderPage(null);
    await act(async () => {});
    expect(screen.getByText('Nicht gefunden!')).toBeTruthy();
  });
});
