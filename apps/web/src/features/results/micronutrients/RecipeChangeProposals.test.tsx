import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { type RecipeChangeProposalsTestQuery } from './__generated__/RecipeChangeProposalsTestQuery.graphql';
import { MicronutrientsEditor } from './MicronutrientsEditor';

// The micronutrients page as the profile shows it: the proposals sit above the table.
function Harness() {
  const { patient } = useLazyLoadQuery<RecipeChangeProposalsTestQuery>(
    graphql`
      query RecipeChangeProposalsTestQuery @relay_test_operation {
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

const explanation = {
  source: 'formula',
  template_name: 'Vitamin D nach Spiegel',
  template_version: 3,
  raw_value: 35,
  clamped: null,
  min_value: 0,
  max_value: 100,
  inputs: [{ name: 'blood_vitd', label: '25-OH-Vitamin D (ng/ml)', value: 12 }],
  calculated_at: '2026-11-22T08:00:00.000Z',
  failure: null,
};

const proposal = {
  id: '501',
  micronutrient_id: '1',
  micronutrient_name: 'Vitamin D3',
  formattedUnit: 'µg',
  old_value: 20,
  new_value: 35,
  created_at: '2026-11-22T08:00:00.000Z',
  changed_inputs: [{ name: 'blood_vitd', label: '25-OH-Vitamin D (ng/ml)', before: 30, after: 12 }],
  explanation,
};

const patient = (current: number, proposals: (typeof proposal)[]) => ({
  id: '7',
  isBeingProcessed: false,
  micronutrients_last_updated_at: null,
  latestMicronutrients: [
    {
      micronutrient_id: '1',
      current_value: current,
      recommended_value: 35,
      warnings: ['Vitamin D3 kann die Wirkung von Digoxin verstärken.'],
      explanation,
    },
  ],
  recipeChangeProposals: proposals,
});

function renderPage() {
  const environment = createMockEnvironment();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const answer = (name: string, variables: Record<string, unknown>) => {
    operations.push({ name, variables });
    if (name === 'RecipeChangeProposalsTestQuery') return { data: { patient: patient(20, [proposal]) } };
    if (name === 'MicronutrientsTableQuery') return { data: { micronutrients: { data: catalogue } } };
    // The decision: approved, the new dose is the patient's value; either way the proposal is gone.
    return { data: { decideRecipeChangeProposal: patient(variables.approve ? 35 : 20, []) } };
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

const proposals = () =>
  screen.getByText('Rezepturänderung vorgeschlagen').closest('.bp6-callout') as HTMLElement;
const vitaminDRow = () => screen.getByRole('link', { name: 'Vitamin D3' }).closest('tr') as HTMLElement;

describe('RecipeChangeProposals', () => {
  it('lists the change with old and new dose and says why', async () => {
    renderPage();
    await act(async () => {});
    expect(within(proposals()).getByText('20,00 µg → 35,00 µg')).toBeTruthy();
    fireEvent.click(within(proposals()).getByRole('button', { name: 'Warum?' }));
    expect(within(proposals()).getByText('Geänderte Werte')).toBeTruthy();
    const changed = within(proposals()).getByText('30 → 12').closest('tr') as HTMLElement;
    expect(changed.textContent).toBe('25-OH-Vitamin D (ng/ml)30 → 12');
    expect(within(proposals()).getByText('Formel „Vitamin D nach Spiegel“ (Version 3)')).toBeTruthy();
  });

  it('approves: the new dose becomes the current value and the proposal goes away', async () => {
    const { operations } = renderPage();
    await act(async () => {});
    expect(within(vitaminDRow()).getByText('20,00 µg')).toBeTruthy();
    await act(async () => fireEvent.click(within(proposals()).getByRole('button', { name: 'Übernehmen' })));
    expect(operations.at(-1)).toEqual({
      name: 'useDecideRecipeChangeProposalMutation',
      variables: { id: '501', approve: true },
    });
    expect(screen.queryByText('Rezepturänderung vorgeschlagen')).toBeNull();
    expect(within(vitaminDRow()).getAllByText('35,00 µg').length).toBe(2);
  });

  it('rejects: the current value stays and the proposal goes away', async () => {
    const { operations } = renderPage();
    await act(async () => {});
    await act(async () => fireEvent.click(within(proposals()).getByRole('button', { name: 'Ablehnen' })));
    expect(operations.at(-1)).toEqual({
      name: 'useDecideRecipeChangeProposalMutation',
      variables: { id: '501', approve: false },
    });
    expect(screen.queryByText('Rezepturänderung vorgeschlagen')).toBeNull();
    expect(within(vitaminDRow()).getByText('20,00 µg')).toBeTruthy();
  });

  it('waits for the decision while the doses are being edited', async () => {
    renderPage();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    expect(within(proposals()).getByRole('button', { name: 'Übernehmen' })).toHaveProperty('disabled', true);
    expect(within(proposals()).getByRole('button', { name: 'Ablehnen' })).toHaveProperty('disabled', true);
  });

  it('shows the row’s warnings and the explanation of the recommended value', async () => {
    renderPage();
    await act(async () => {});
    const warnings = within(vitaminDRow()).getByText('Warnhinweise (1)');
    expect(warnings.closest('.bp6-tag')?.className).toContain('bp6-intent-warning');
    fireEvent.mouseEnter(warnings);
    expect(await screen.findByText('Vitamin D3 kann die Wirkung von Digoxin verstärken.')).toBeTruthy();
    fireEvent.click(within(vitaminDRow()).getByRole('button', { name: 'Erklärung zu Vitamin D3' }));
    expect(await screen.findByText('Ergebnis der Formel: 35,00 µg')).toBeTruthy();
  });
});
