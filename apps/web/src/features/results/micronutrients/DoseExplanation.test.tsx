import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { type DoseExplanationTestQuery } from './__generated__/DoseExplanationTestQuery.graphql';
import { DoseExplanation } from './DoseExplanation';

function Harness() {
  const { patient } = useLazyLoadQuery<DoseExplanationTestQuery>(
    graphql`
      query DoseExplanationTestQuery @relay_test_operation {
        patient(id: "7") {
          latestMicronutrients {
            explanation {
              ...DoseExplanation_explanation
            }
          }
        }
      }
    `,
    {},
  );
  const explanation = patient.latestMicronutrients[0]?.explanation;
  return explanation ? <DoseExplanation explanationRef={explanation} unit="mg" /> : null;
}

const formula = {
  source: 'formula',
  template_name: 'Zink nach Ferritin',
  template_version: 4,
  raw_value: 2.5,
  clamped: null as string | null,
  min_value: 5,
  max_value: 40,
  inputs: [
    { name: 'age', label: 'Alter (Jahre)', value: 52 },
    { name: 'blood_ferritin', label: 'Ferritin (µg/l)', value: 1234.567 },
    { name: 'blood_zinc', label: 'Zink (µmol/l)', value: null },
  ],
  calculated_at: '2026-11-22T08:15:00.000Z',
  failure: null as string | null,
};

function renderExplanation(explanation: Partial<typeof formula>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({
    data: {
      patient: { id: '7', latestMicronutrients: [{ explanation: { ...formula, ...explanation } }] },
    },
  }));
  renderScreen(<Harness />, { environment });
}

describe('DoseExplanation', () => {
  it('names the formula and its version and lists the inputs it read, a missing one as kein Wert', async () => {
    renderExplanation({});
    expect(await screen.findByText('Formel „Zink nach Ferritin“ (Version 4)')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'EingabewertWert',
      'Alter (Jahre)52',
      'Ferritin (µg/l)1.234,57',
      'Zink (µmol/l)kein Wert',
    ]);
    expect(screen.getByText('Ergebnis der Formel: 2,50 mg')).toBeTruthy();
    expect(screen.getByText('Berechnet am 22.11.2026 09:15')).toBeTruthy();
  });

  it('says when the result was limited to the maximum or the minimum', async () => {
    renderExplanation({ raw_value: 55.5, clamped: 'max' });
    expect(
      await screen.findByText('Ergebnis der Formel: 55,50 mg, auf das Maximum 40,00 mg begrenzt'),
    ).toBeTruthy();
  });

  it('says when the result was raised to the minimum', async () => {
    renderExplanation({ raw_value: 2.5, clamped: 'min' });
    expect(
      await screen.findByText('Ergebnis der Formel: 2,50 mg, auf das Minimum 5,00 mg begrenzt'),
    ).toBeTruthy();
  });

  it('shows why the formula gave no dose as a warning', async () => {
    renderExplanation({ raw_value: null as unknown as number, failure: 'Es fehlt ein Wert: Zink (µmol/l).' });
    const failure = await screen.findByText('Es fehlt ein Wert: Zink (µmol/l).');
    expect(failure.closest('.bp6-callout')?.className).toContain('bp6-intent-warning');
    expect(screen.queryByText(/Ergebnis der Formel/)).toBeNull();
  });

  it('says that the doctor set the dose', async () => {
    renderExplanation({ source: 'doctor', template_name: null as unknown as string, inputs: [] });
    expect(await screen.findByText('Von der Ärztin/dem Arzt festgelegt')).toBeTruthy();
    expect(screen.queryByText(/Formel/)).toBeNull();
  });
});
