import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { type MicronutrientsEditorTestQuery } from './__generated__/MicronutrientsEditorTestQuery.graphql';
import { MicronutrientsEditor } from './MicronutrientsEditor';

// The profile's query carries the patient's part; the test asks for just that.
function Harness() {
  const { patient } = useLazyLoadQuery<MicronutrientsEditorTestQuery>(
    graphql`
      query MicronutrientsEditorTestQuery @relay_test_operation {
        patient(id: "7") {
          ...MicronutrientsEditor_patient
        }
      }
    `,
    {},
  );
  return <MicronutrientsEditor patientRef={patient} />;
}

const catalogue = [
  { id: '1', name: 'Vitamin D3', formattedUnit: 'µg', min_value: 0, max_value: 100 },
  { id: '2', name: 'Zink', formattedUnit: 'mg', min_value: 0, max_value: 40 },
];

const dose = (current: number) => ({
  micronutrient_id: '1',
  current_value: current,
  recommended_value: 25,
  warnings: [],
  explanation: null,
});

function renderEditor({ isBeingProcessed = false } = {}) {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const answer = (name: string, variables: Record<string, unknown>) => {
    operations.push({ name, variables });
    if (name === 'MicronutrientsEditorTestQuery')
      return {
        data: {
          patient: {
            id: '7',
            isBeingProcessed,
            micronutrients_last_updated_at: null,
            latestMicronutrients: [dose(20)],
            recipeChangeProposals: [],
          },
        },
      };
    if (name === 'MicronutrientsTableQuery') return { data: { micronutrients: { data: catalogue } } };
    return {
      data: {
        updatePatientMicronutrients: {
          message: 'Die Mikronährstoffwerte wurden erfolgreich aktualisiert!',
          patient: {
            id: '7',
            isBeingProcessed: false,
            micronutrients_last_updated_at: '2026-11-24T10:00:00.000Z',
            latestMicronutrients: [dose(25)],
            recipeChangeProposals: [],
          },
        },
      },
    };
  };
  const queue = () =>
    environment.mock.queueOperationResolver((operation) => {
      const result = answer(operation.request.node.params.name, operation.request.variables);
      queue();
      return result;
    });
  queue();
  renderScreen(<Harness />, { path: '/patients/7/micronutrients', environment });
  return { operations };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('MicronutrientsEditor', () => {
  it('shows current, recommended value and range read-only until Bearbeiten', async () => {
    const { operations } = renderEditor();
    await act(async () => {});
    expect(operations.find((o) => o.name === 'MicronutrientsTableQuery')?.variables).toEqual({
      first: 100,
      search: null,
    });
    expect(within(row('Vitamin D3')).getByText('20,00 µg')).toBeTruthy();
    expect(within(row('Vitamin D3')).getByText('25,00 µg')).toBeTruthy();
    expect(within(row('Zink')).getByText('Keine Empfehlung')).toBeTruthy();
    expect(row('Zink').querySelector('a')?.getAttribute('href')).toBe('/patients/7/micronutrients/2');
    expect(screen.queryByRole('button', { name: 'Zurücksetzen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toHaveProperty('disabled', false);
  });

  it('resets, removes and saves only the changed values', async () => {
    const { operations } = renderEditor();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toHaveProperty('disabled', true);
    const vitaminD = within(row('Vitamin D3'));
    const zinc = within(row('Zink'));
    // Zinc has no recommendation and is already 0.00.
    expect(zinc.getByRole('button', { name: 'Zurücksetzen' })).toHaveProperty('disabled', true);
    expect(zinc.getByRole('button', { name: 'Entfernen' })).toHaveProperty('disabled', true);

    fireEvent.click(vitaminD.getByRole('button', { name: 'Zurücksetzen' }));
    expect(vitaminD.getByRole('button', { name: 'Zurücksetzen' })).toHaveProperty('disabled', true);
    expect(save).toHaveProperty('disabled', false);

    fireEvent.change(zinc.getByRole('textbox', { name: 'Wert für Zink (mg)' }), {
      target: { value: '12,5' },
    });
    expect(zinc.getByText('12,50 mg')).toBeTruthy();

    await act(async () => fireEvent.click(save));
    expect(operations.at(-1)).toEqual({
      name: 'useUpdatePatientMicronutrientsMutation',
      variables: {
        input: {
          patient_id: '7',
          micronutrients: [
            { micronutrient_id: '1', current_value: 25 },
            { micronutrient_id: '2', current_value: 12.5 },
          ],
        },
      },
    });
    // Saved: back to read-only.
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
  });

  it('discards the edits on cancel', async () => {
    renderEditor();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    fireEvent.click(within(row('Vitamin D3')).getByRole('button', { name: 'Entfernen' }));
    expect(within(row('Vitamin D3')).getByText('0,00 µg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(within(row('Vitamin D3')).getByText('20,00 µg')).toBeTruthy();
  });

  it('is locked while the patient is being processed', async () => {
    renderEditor({ isBeingProcessed: true });
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'Die Patientendaten werden gerade verarbeitet; die Mikronährstoffe können danach bearbeitet werden.',
      ),
    ).toBeTruthy();
  });
});
